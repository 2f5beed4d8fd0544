import type { ApiLanguage } from '@shop/contracts/i18n';
import type { DbOrTx } from '../../db/client.ts';
import type { ApiDeps } from '../../deps.ts';
import { validationError } from '../../core/errors.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { usersMessage } from './messages.ts';
import { findCodeOwner } from './users.repository.ts';

/**
 * Every try at linking to a code counts, right or wrong: each answer tells whether a code exists,
 * and a code is worth a discount. Per account (when signed in) and per address.
 */
export const ASSIGN_LIMITS = {
  perUser: { name: 'assign-user', max: 10, windowSeconds: 60 * 60 },
  perIp: { name: 'assign-ip', max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

/**
 * The ID code a user links to (`assign_to`, SPEC "another cosmetologist or distributor id"): an
 * active professional's or distributor's own code, never the user's own. 422 on `assign_to`
 * otherwise, 429 past the limits.
 */
export async function resolveAssignTo(
  deps: ApiDeps,
  db: DbOrTx,
  code: string,
  caller: { userId: number | null; ip: string },
  lang: ApiLanguage,
): Promise<string> {
  await enforce(deps.limits, lang, [
    { limit: ASSIGN_LIMITS.perIp, subject: caller.ip },
    ...(caller.userId === null ? [] : [{ limit: ASSIGN_LIMITS.perUser, subject: String(caller.userId) }]),
  ]);
  const owner = await findCodeOwner(db, code);
  if (!owner) throw validationError(lang, { assign_to: [usersMessage(lang, 'codeUnknown')] });
  if (owner.id === caller.userId) throw validationError(lang, { assign_to: [usersMessage(lang, 'codeOwn')] });
  return owner.code!;
}
