import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PeopleIcon from '@mui/icons-material/People';
import { idInQuery, failureTexts } from '../resourceApi';
import type { AppResource } from '../types';
import type { UserRecord } from './types';
import { userMessages, userTexts } from './messages';
import { lazyNamed } from '../../components/lazyNamed';

/**
 * Users (spec §2 'Users'): the list at '/users' (also '/manage-users'), a user at
 * '/users/{id}', the create form at '/add-user'.
 */
export const users: AppResource = {
  name: 'users',
  listAliases: ['/manage-users'],
  createPath: '/add-user',
  api: {
    path: '/users',
    updatePath: idInQuery('/users/'),
    errors: failureTexts(userTexts),
  },
  list: lazyNamed(() => import('./UserList'), 'UserList'),
  edit: lazyNamed(() => import('./UserEdit'), 'UserEdit'),
  create: lazyNamed(() => import('./UserCreate'), 'UserCreate'),
  icon: PeopleIcon,
  menu: { label: 'Manage Users', create: { label: 'Add User', icon: PersonAddIcon } },
  recordRepresentation: (record: UserRecord) => `${record.firstName} ${record.lastName}`,
  messages: userMessages,
};
