/**
 * What other domains may use of the accounts (docs/architecture.md: never another domain's
 * repository). `auth` builds on `users`: it finds and creates accounts by e-mail, phone or social id,
 * and writes their credentials (password hash, e-mail, phone, social ids) through `updateUser`;
 * `users` imports nothing from `auth`. The queries stay in users.repository.ts, the table's owner.
 */
export {
  type NewUser,
  deleteManager,
  findManager,
  listManagers,
  type UserRow,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserBySocialId,
  insertUser,
  isEmailTaken,
  isPhoneTaken,
  uniqueViolationField,
  updateUser,
} from './users.repository.ts';
export { isAgentCode, lockUserForStaff, searchUsersForStaff } from './staff-users.repository.ts';
