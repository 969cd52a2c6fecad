import { expect, type Locator, type Page } from '@playwright/test';
import { selectOption } from '../helpers/selectOption';
import { listAnswerAfter, type IsList, type ListParams } from '../helpers/listRequests';
import { shell, SIDEBAR_LINKS } from './shell';

/** A cell of the table's own columns, not react-admin's selection checkbox. */
const DATA_CELL = ':not(.MuiTableCell-paddingCheckbox)';

/** What tells one react-admin list screen from another (the spec's texts verbatim). */
export interface ListScreen<Column extends string> {
  /** The screen's route ('/properties', '/agents'). */
  path: string;
  /** Its heading, which also names its card list on a narrow screen. */
  title: string;
  columns: readonly Column[];
  isList: IsList;
  /** The text shown while the list loads (the Activity Log has none of its own). */
  loading?: string;
  loadError: string;
}

/**
 * A list screen (Manage Properties, Users, Sellers, Agencies, the Activity Log): its table (or
 * cards on a narrow screen), search, filters, sorting, pager, export and load states. The
 * screens' page objects add their own columns' helpers to this.
 */
export function listPage<Column extends string, Row = Record<string, unknown>>(page: Page, screen: ListScreen<Column>) {
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  const cards = page.getByRole('list', { name: screen.title }).locator(':scope > li:not([aria-hidden])');
  const columnIndex = (column: Column) => screen.columns.indexOf(column);
  const pager = page.locator('.MuiTablePagination-displayedRows');
  const loadError = page.getByRole('alert').filter({ hasText: screen.loadError });
  const heading = page.getByRole('heading', { name: screen.title, exact: true });
  // An admin's Manage Properties has a selection column first (issue 32): the columns are the others.
  const headers = table.getByRole('columnheader').and(page.locator(DATA_CELL));

  const expectLoaded = async () => {
    await expect(rows.or(cards).first()).toBeVisible();
    await expect(pager).toHaveText(/of \d+/);
  };
  /** The total the pager shows. */
  const total = async (): Promise<number> => {
    await expect(pager).toHaveText(/of \d+/);
    return Number((await pager.textContent())!.match(/of (\d+)/)![1]);
  };
  const answerAfter = <T = Row>(action: () => Promise<unknown>, matches?: (params: ListParams) => boolean) =>
    listAnswerAfter<T>(page, screen.isList, action, matches);

  return {
    path: screen.path,
    isList: screen.isList,
    heading,
    table,
    headers,
    rows,
    cards,
    /** Every body cell of one column (on the current page). */
    cells: (column: Column) => rows.locator(`td:nth-child(${columnIndex(column) + 1} of ${DATA_CELL})`),
    cell: (row: Locator, column: Column) => row.locator(`td${DATA_CELL}`).nth(columnIndex(column)),
    /** The row whose first cell reads `key` exactly. */
    row: (key: string | number) =>
      rows.filter({ has: page.locator(`td:nth-child(1 of ${DATA_CELL})`, { hasText: new RegExp(`^${key}$`) }) }),
    /** '1-25 of 320' under the table. */
    pager,
    loading: screen.loading === undefined ? undefined : page.getByRole('status').getByText(screen.loading, { exact: true }),
    loadError,
    retryButton: loadError.getByRole('button', { name: 'Try Again', exact: true }),
    // Exactly: the column chooser's 'Search columns' stays in the page while closed.
    search: page.getByPlaceholder('Search', { exact: true }),
    exportButton: page.getByRole('button', { name: 'Export', exact: true }),
    nextPage: page.getByRole('button', { name: 'Go to next page' }),
    rowsPerPage: page.getByRole('combobox', { name: /Rows per page/ }),
    /** The header's sort control (react-admin names it 'Sort by ...'). */
    sortButton: (column: Column) => headers.filter({ hasText: new RegExp(`^${column}$`) }).getByRole('button'),

    async goto() {
      await page.goto(screen.path);
    },

    /**
     * Opens the screen with its sidebar link and checks what the spec says it opens on: its
     * address, heading and columns. Returns the rows the list request answered.
     */
    async openFromSidebar(): Promise<Row[]> {
      const app = shell(page);
      await app.goto('/');
      const link = SIDEBAR_LINKS.find(({ to }) => to === screen.path)!.label;
      const { rows: answered } = await answerAfter(() => app.sidebarLink(link).click());
      await expect(page).toHaveURL(screen.path);
      await expect(heading).toBeVisible();
      await expect(headers).toHaveText([...screen.columns]);
      return answered;
    },

    /** Waits for the first rows (or cards) and the pager. */
    expectLoaded,
    total,

    /** Opens the screen and waits for its first page; returns the total the pager shows. */
    async open(): Promise<number> {
      await page.goto(screen.path);
      await expectLoaded();
      return total();
    },

    /**
     * Picks a value in a select filter. Its combobox is named by its label and then its value
     * ('Status Any'), so the label is matched at the start.
     */
    choose: (label: string, option: string) => selectOption(page, page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) }), option),

    /** Runs `action` and returns the rows of the list request it causes (see listAnswerAfter). */
    reloadsAfter: async <T = Row>(action: () => Promise<unknown>, matches?: (params: ListParams) => boolean) =>
      (await answerAfter<T>(action, matches)).rows,
    /** The same, with the total the server answered. */
    answerAfter,

    /** Whether the page is wider than the window (it should never scroll sideways). */
    scrollsSideways: () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  };
}
