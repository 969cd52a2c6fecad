import { expect, type Locator, type Page } from '@playwright/test';
import { listReloadsAfter, type ListParams } from '../helpers/listRequests';

/** Spec §2 'Manage Properties': the table's columns, in order. */
export const PROPERTY_COLUMNS = [
  'Ref',
  'Property Name',
  'Category',
  'Location',
  'Status',
  'Published',
  'Discrete List',
  'Carousel Featured',
  'Public Listing',
] as const;
type Column = (typeof PROPERTY_COLUMNS)[number];

/** Spec §3 'Property (admin list)', the fields the screen shows. */
export interface PropertyListRow {
  id: number;
  propertyReference: string;
  listingTitle: string;
  listingDescription: string;
  category: string;
  suburb: string;
  province: string;
  propertyStatus: string;
  isActive: boolean;
  isDiscrete: boolean;
  isFeatured: boolean;
  isListable: boolean;
  placeholderyn: number;
}

const PATH = '/properties';

/** The list request (GET /api/properties/admin), not the lookups. */
export const isPropertyList = (url: URL) => url.pathname === '/api/properties/admin';

/** '/properties': the property table with its search, filters, pager, export and states. */
export function propertyListPage(page: Page) {
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  const columnIndex = (column: Column) => PROPERTY_COLUMNS.indexOf(column);
  const pager = page.locator('.MuiTablePagination-displayedRows');
  const loadError = page.getByRole('alert').filter({ hasText: 'Failed to load properties' });

  return {
    path: PATH,
    heading: page.getByRole('heading', { name: 'Manage Properties', exact: true }),
    table,
    headers: table.getByRole('columnheader'),
    rows,
    /** On a narrow screen the properties are cards in a list named after the page. */
    cards: page.getByRole('list', { name: 'Manage Properties' }).locator(':scope > li:not([aria-hidden])'),
    /** Every body cell of one column (on the current page). */
    cells: (column: Column) => rows.locator(`td:nth-child(${columnIndex(column) + 1})`),
    cell: (row: Locator, column: Column) => row.locator('td').nth(columnIndex(column)),
    /** The row whose Ref cell reads `reference`. */
    row: (reference: string) => rows.filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${reference}$`) }) }),
    /** The red asterisk after a placeholder's name. */
    placeholderMark: (scope: Locator) => scope.getByLabel('placeholder', { exact: true }),
    pager,
    loading: page.getByText('Loading properties...', { exact: true }),
    loadError,
    retryButton: loadError.getByRole('button', { name: 'Try Again', exact: true }),
    search: page.getByPlaceholder('Search'),
    exportButton: page.getByRole('button', { name: 'Export', exact: true }),
    addButton: page.getByRole('link', { name: 'Add Property', exact: true }),
    nextPage: page.getByRole('button', { name: 'Go to next page' }),

    async goto() {
      await page.goto(PATH);
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

    /** Picks a value in a select filter ('Category', 'Status', or a flag added with 'Add filter'). */
    async choose(label: string, option: string) {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    },

    /** Shows one of the filters that are not always there. */
    async addFilter(label: string) {
      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click();
    },

    /** Runs `action` and returns the rows of the list request it causes (see listReloadsAfter). */
    reloadsAfter: (action: () => Promise<unknown>, matches?: (params: ListParams) => boolean) =>
      listReloadsAfter<PropertyListRow>(page, isPropertyList, action, matches),

    /** Whether the page is wider than the window (it should never scroll sideways). */
    scrollsSideways: () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  };
}

export type PropertyListPage = ReturnType<typeof propertyListPage>;
