import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { validationError } from '../../core/errors.ts';
import { usersMessage } from './messages.ts';
import { findCodeOwner } from './users.repository.ts';

/**
 * The ID code a user links to (`assign_to`, SPEC "another cosmetologist or distributor id"): an
 * active professional's or distributor's own code, never the user's own. 422 on `assign_to` otherwise.
 */
export async function resolveAssignTo(deps: ApiDeps, code: string, selfId: number | null, lang: ApiLanguage): Promise<string> {
  const owner = await findCodeOwner(deps.database.db, code);
  if (!owner) throw validationError(lang, { assign_to: [usersMessage(lang, 'codeUnknown')] });
  if (owner.id === selfId) throw validationError(lang, { assign_to: [usersMessage(lang, 'codeOwn')] });
  return owner.code!;
}
