import type { Page } from '@playwright/test';
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
 * Only Date, Nature and Status have a sort control. Dates are typed as 'YYYY-MM-DD', the value
 * a date input holds.
 */
export function activityLogPage(page: Page) {
  const filterField = (label: string) => page.getByLabel(label, { exact: true });
  return {
    ...listPage(page, ACTIVITY_LIST),
    /** Names shown in place of a person: the personalise reference, dimmed and italic. */
    anonymousNames: page.getByRole('table').locator('[data-anonymous]'),
    from: filterField('From'),
    to: filterField('To'),
    /** The export is a link to the CSV of the current sort and filter. */
    exportButton: page.getByRole('link', { name: 'Export', exact: true }),
  };
}
