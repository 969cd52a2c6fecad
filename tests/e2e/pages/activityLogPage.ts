import { expect, type Locator, type Page } from '@playwright/test';

/** Spec §2 'Activity Log': the table's columns, in order. */
export const ACTIVITY_COLUMNS = ['Date', 'Nature', 'Status', 'Property', 'Added By', 'User', 'Comments'] as const;
type Column = (typeof ACTIVITY_COLUMNS)[number];

const PATH = '/activity-log';

/** The list request (not the facets or the export). */
export const isActivityList = (url: URL) => url.pathname === '/api/activity';

/**
 * '/activity-log': the read-only activity table with its filters, pager, export and states.
 * Dates are typed as 'YYYY-MM-DD', the value a date input holds.
 */
export function activityLogPage(page: Page) {
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  // On a narrow screen the entries are cards in a list named after the page.
  const cards = page.getByRole('list', { name: 'Activity Log' }).locator(':scope > li:not([aria-hidden])');
  const columnIndex = (column: Column) => ACTIVITY_COLUMNS.indexOf(column);
  const pager = page.locator('.MuiTablePagination-displayedRows');
  const filterField = (label: string) => page.getByLabel(label, { exact: true });
  const loadError = page.getByRole('alert').filter({ hasText: 'Failed to load activity log' });

  return {
    path: PATH,
    heading: page.getByRole('heading', { name: 'Activity Log', exact: true }),
    table,
    headers: table.getByRole('columnheader'),
    rows,
    cards,
    /** Every body cell of one column (on the current page). */
    cells: (column: Column) => rows.locator(`td:nth-child(${columnIndex(column) + 1})`),
    cell: (row: Locator, column: Column) => row.locator('td').nth(columnIndex(column)),
    /** Names shown in place of a person: the personalise reference, dimmed and italic. */
    anonymousNames: table.locator('[data-anonymous]'),
    /** '1-25 of 320' under the table. */
    pager,
    search: page.getByPlaceholder('Search'),
    from: filterField('From'),
    to: filterField('To'),
    exportButton: page.getByRole('link', { name: 'Export', exact: true }),
    loadError,
    retryButton: loadError.getByRole('button', { name: 'Try Again', exact: true }),

    async goto() {
      await page.goto(PATH);
    },

    /** The total the pager shows. */
    async total(): Promise<number> {
      await expect(pager).toHaveText(/of \d+/);
      return Number((await pager.textContent())!.match(/of (\d+)/)![1]);
    },

    async expectLoaded() {
      await expect(rows.or(cards).first()).toBeVisible();
      await expect(pager).toHaveText(/of \d+/);
    },

    /** The header's sort control: only Date, Nature and Status have one (named 'Sort by ...'). */
    sortButton: (column: Column) => table.getByRole('columnheader').filter({ hasText: new RegExp(`^${column}$`) }).getByRole('button'),

    /** Whether the page is wider than the window (it should never scroll sideways). */
    scrollsSideways: () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),

    /** Picks a value in one of the select filters ('Nature', 'Status', 'Source'). */
    async choose(label: 'Nature' | 'Status' | 'Source', option: string) {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    },

    /**
     * Runs `action` and waits for the list request it causes: the one whose filter and sort
     * pass `matches` (filters are sent after a short debounce, so an earlier request may come
     * first). Returns the rows it answered.
     */
    async reloadsAfter(action: () => Promise<void>, matches: (filter: Record<string, unknown>, sort: [string, string]) => boolean) {
      const response = page.waitForResponse((res) => {
        const url = new URL(res.url());
        return (
          isActivityList(url) &&
          matches(JSON.parse(url.searchParams.get('filter') ?? '{}'), JSON.parse(url.searchParams.get('sort') ?? '[]'))
        );
      });
      await action();
      const answer = await response;
      expect(answer.status()).toBe(200);
      return (await answer.json()) as Array<Record<string, unknown>>;
    },
  };
}

export type ActivityLogPage = ReturnType<typeof activityLogPage>;
