import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { AppResource } from '../types';
import type { UserRecord } from './types';
import { userMessages, userTexts } from './messages';

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
    updatePath: (id) => `/users/?id=${encodeURIComponent(String(id))}`,
    errors: {
      getList: userTexts.loadError,
      getOne: userTexts.detailLoadError,
      create: userTexts.createError,
      update: userTexts.updateError,
    },
  },
  list: lazy(() => import('./UserList').then((module) => ({ default: module.UserList }))),
  edit: lazy(() => import('./UserEdit').then((module) => ({ default: module.UserEdit }))),
  create: lazy(() => import('./UserCreate').then((module) => ({ default: module.UserCreate }))),
  icon: PeopleIcon,
  menu: { label: 'Manage Users', create: { label: 'Add User', icon: PersonAddIcon } },
  recordRepresentation: (record: UserRecord) => `${record.firstName} ${record.lastName}`,
  messages: userMessages,
};
