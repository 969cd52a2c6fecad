import type { Page } from '@playwright/test';
import { listPage, type ListScreen } from './listPage';

/** Spec §2 'Manage Users': the table's columns, in order, and the Status of issue 28. */
export const USER_COLUMNS = ['ID', 'Name', 'Email', 'Phone', 'Role', 'Agency', 'Status'] as const;
type Column = (typeof USER_COLUMNS)[number];

/** Spec §3 'User': one row of GET /api/users. */
export interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  cellNumber: string | null;
  userRoleTypeId: number;
  userRoleType: string;
  agencyId: number | null;
  agencyName: string | null;
  companyName: string | null;
  sellerCompanyId: number | null;
  notes: string | null;
  isActive: boolean;
}

/** The list's page requests (GET /api/users?range=...), not the agent pickers' plain ones. */
const isUserList = (url: URL) => url.pathname === '/api/users' && url.searchParams.has('range');

/** Spec §2 'Manage Users' and §8. */
export const USER_LIST: ListScreen<Column> = {
  path: '/users',
  title: 'Manage Users',
  columns: USER_COLUMNS,
  isList: isUserList,
  loading: 'Loading users...',
  loadError: 'Failed to load users. Please try again later.',
};

/** Manage Users at '/users' (or its alias '/manage-users'): the table with its search, Role, Agency and Status filters, pager, export and states. */
export function userListPage(page: Page, path: '/users' | '/manage-users' = '/users') {
  const list = listPage<Column, UserRow>(page, { ...USER_LIST, path });
  return {
    ...list,
    addButton: page.getByRole('link', { name: 'Add User', exact: true }),
    filterStatus: (option: 'Active' | 'Inactive' | 'Any') => list.choose('Status', option),
  };
}
