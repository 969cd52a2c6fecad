import type { Locator, Page } from '@playwright/test';
import { listPage, type ListScreen } from './listPage';

/** Spec §2 'Activity Log': the table's columns, in order. */
export const ACTIVITY_COLUMNS = ['Date', 'Nature', 'Status', 'Property', 'Added By', 'User', 'Comments'] as const;
type Column = (typeof ACTIVITY_COLUMNS)[number];

/** The list request (not the facets or the export). */
export const isActivityList = (url: URL) => url.pathname === '/api/activity';

/** Spec §2 'Activity Log' and §8: no loading text of its own. */
export const ACTIVITY_LIST: ListScreen<Column> = {
  path: '/activity-log',
  title: 'Activity Log',
  columns: ACTIVITY_COLUMNS,
  isList: isActivityList,
  loadError: 'Failed to load activity log',
};

/**
 * '/activity-log': the read-only activity table with its filters, pager, export and states.
 * Only Date, Nature and Status have a sort control. The date filters are date pickers: a group
 * of day, month and year sections, typed as an admin would, shown as the table shows a day.
 */
export function activityLogPage(page: Page) {
  const filterField = (label: string) => page.getByRole('group', { name: label, exact: true });
  return {
    ...listPage(page, ACTIVITY_LIST),
    /** Names shown in place of a person: the personalise reference, dimmed and italic. */
    anonymousNames: page.getByRole('table').locator('[data-anonymous]'),
    from: filterField('From'),
    to: filterField('To'),
    /** Types a day ('YYYY-MM-DD') into a date filter, section by section from the day. */
    async typeDay(field: Locator, day: string) {
      const [year, month, date] = day.split('-');
      await field.getByRole('spinbutton', { name: 'Day' }).click();
      // As an admin types '1 11 2026': each section's digits, then on to the next.
      for (const part of [String(Number(date)), String(Number(month))]) {
        await page.keyboard.type(part);
        await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.type(year);
    },
    /** Under 'To' when it is before 'From'; in place of the rows too. */
    datesReversed: page.getByText("'To' is before 'From', so no entry can match. Choose a 'To' day on or after the 'From' day.", {
      exact: true,
    }),
    /** The export is a link to the CSV of the current sort and filter. */
    exportButton: page.getByRole('link', { name: 'Export', exact: true }),
  };
}
