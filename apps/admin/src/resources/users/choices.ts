import { STAFF_ROLES } from '@shop/contracts/staff-roles';
import { STAFF_USER_STATUSES, STAFF_USER_TYPES } from '@shop/contracts/staff-users';

/** The select boxes' choices, named through the screen's messages. */
export const typeChoices = STAFF_USER_TYPES.map((id) => ({ id, name: `resources.users.types.${id}` }));
export const statusChoices = STAFF_USER_STATUSES.map((id) => ({ id, name: `resources.users.statuses.${id}` }));
export const roleChoices = STAFF_ROLES.map((id) => ({ id, name: `resources.users.roles.${id}` }));
export const roleFilterChoices = [{ id: 'any', name: 'resources.users.roles.any' }, ...roleChoices];
