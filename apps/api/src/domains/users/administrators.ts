import { randomBytes } from 'node:crypto';
import { emailField, nameField, passwordField } from '@shop/contracts/auth';
import { localizeIssues } from '@shop/contracts/validation';
import type { ApiDeps } from '../../deps.ts';
import { DEMO_DOMAIN } from '@shop/contracts/demo';
import { hashPassword } from '../../core/passwords.ts';
import { insertUser, isEmailTaken, type UserRow } from './users.repository.ts';

/**
 * The first administrator of a production install (`npm run admin:create`): a staff account with the
 * powers of the demo's staff user (the admin bar and every `staff` guard: `canSeeAdminHeader`), made
 * from the command line because production seeds no account.
 */

/** Why an administrator was not created, in words for the operator (with the contract's message). */
export class AdministratorRefused extends Error {}

/** A generated password: 24 characters of base64url from 18 random bytes (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

function refusal(field: string, issues: Parameters<typeof localizeIssues>[0]): AdministratorRefused {
  const messages = Object.values(localizeIssues(issues, 'ua')).flat();
  return new AdministratorRefused(`${field}: ${messages.join('; ')}`);
}

export async function createAdministrator(deps: ApiDeps, input: { email: string; password: string; name?: string }): Promise<UserRow> {
  const email = emailField.safeParse(input.email);
  if (!email.success) throw refusal('The e-mail is refused', email.error.issues);
  const address = email.data.toLowerCase();
  if (address.endsWith(`@${DEMO_DOMAIN}`)) {
    throw new AdministratorRefused(`The e-mail is refused: @${DEMO_DOMAIN} is the demo accounts' domain, which production does not allow.`);
  }
  // The contracts' password rule, the same the registration and recovery forms apply.
  const password = passwordField.safeParse(input.password);
  if (!password.success) throw refusal('The password is refused', password.error.issues);
  const name = nameField.safeParse(input.name ?? 'Адміністратор');
  if (!name.success) throw refusal('The name is refused', name.error.issues);

  const db = deps.database.db;
  if (await isEmailTaken(db, address)) throw new AdministratorRefused(`An account with the e-mail ${address} already exists: nothing was changed.`);
  try {
    return await insertUser(db, {
      email: address,
      name: name.data,
      passwordHash: await hashPassword(password.data),
      userType: 'regular',
      staffRole: 'administrator',
      lang: 'ua',
    });
  } catch (error) {
    // Made at the same moment by another run of the command.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505') {
      throw new AdministratorRefused(`An account with the e-mail ${address} already exists: nothing was changed.`);
    }
    throw error;
  }
}
