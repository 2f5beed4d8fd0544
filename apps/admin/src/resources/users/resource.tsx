import PeopleIcon from '@mui/icons-material/People';
import type { ResourceDescriptor } from '../descriptor.ts';
import { usersRu } from './messages.ru.ts';
import { usersUa } from './messages.ua.ts';
import { UserEdit } from './user-edit.tsx';
import { UserList } from './user-list.tsx';

/**
 * The accounts (issue 29, screen 7; administrators only): search, one account's type, discounts,
 * bonuses, block and agent code, and its staff role.
 */
const users: ResourceDescriptor = {
  name: 'users',
  area: 'users',
  list: UserList,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'email',
  messages: { ru: usersRu, ua: usersUa },
};

export default users;
