import { expect, type Locator, type Page } from '@playwright/test';
import { listReloadsAfter, type ListParams } from '../helpers/listRequests';

/** Spec §2 'Manage Users': the table's columns, in order. */
export const USER_COLUMNS = ['ID', 'Name', 'Email', 'Phone', 'Role', 'Agency'] as const;
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
}

/** The list's page requests (GET /api/users?range=...), not the agent pickers' plain ones. */
export const isUserList = (url: URL) => url.pathname === '/api/users' && url.searchParams.has('range');

/** '/users' (or its alias '/manage-users'): the Manage Users table with its search, filters, pager, export and states. */
export function userListPage(page: Page, path: '/users' | '/manage-users' = '/users') {
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  const columnIndex = (column: Column) => USER_COLUMNS.indexOf(column);
  const pager = page.locator('.MuiTablePagination-displayedRows');
  const loadError = page.getByRole('alert').filter({ hasText: 'Failed to load users. Please try again later.' });

  return {
    path,
    heading: page.getByRole('heading', { name: 'Manage Users', exact: true }),
    table,
    headers: table.getByRole('columnheader'),
    rows,
    /** On a narrow screen the users are cards in a list named after the page. */
    cards: page.getByRole('list', { name: 'Manage Users' }).locator(':scope > li:not([aria-hidden])'),
    /** Every body cell of one column (on the current page). */
    cells: (column: Column) => rows.locator(`td:nth-child(${columnIndex(column) + 1})`),
    cell: (row: Locator, column: Column) => row.locator('td').nth(columnIndex(column)),
    /** The row whose ID cell reads `id`. */
    row: (id: number) => rows.filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${id}$`) }) }),
    pager,
    loading: page.getByRole('status').filter({ hasText: 'Loading users...' }),
    loadError,
    retryButton: loadError.getByRole('button', { name: 'Try Again', exact: true }),
    search: page.getByPlaceholder('Search'),
    exportButton: page.getByRole('button', { name: 'Export', exact: true }),
    addButton: page.getByRole('link', { name: 'Add User', exact: true }),
    nextPage: page.getByRole('button', { name: 'Go to next page' }),

    async goto() {
      await page.goto(path);
    },

    async expectLoaded() {
      await expect(rows.or(this.cards).first()).toBeVisible();
      await expect(pager).toHaveText(/of \d+/);
    },

    /** The total the pager shows. */
    async total(): Promise<number> {
      await expect(pager).toHaveText(/of \d+/);
      return Number((await pager.textContent())!.match(/of (\d+)/)![1]);
    },

    /** The header's sort control (react-admin names it 'Sort by ...'). */
    sortButton: (column: Column) => table.getByRole('columnheader').filter({ hasText: new RegExp(`^${column}$`) }).getByRole('button'),

    /** Picks a value in a select filter ('Role', 'Agency'). */
    async choose(label: 'Role' | 'Agency', option: string) {
      await page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) }).click();
      await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    },

    /** Runs `action` and returns the rows of the list request it causes (see listReloadsAfter). */
    reloadsAfter: (action: () => Promise<unknown>, matches?: (params: ListParams) => boolean) =>
      listReloadsAfter<UserRow>(page, isUserList, action, matches),

    /** Whether the page is wider than the window (it should never scroll sideways). */
    scrollsSideways: () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  };
}

export type UserListPage = ReturnType<typeof userListPage>;
