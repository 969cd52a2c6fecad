import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { downloadCsv } from './helpers/downloads';
import { listStateTests } from './helpers/listStates';
import { ACTIVITY_COLUMNS, ACTIVITY_LIST, activityLogPage } from './pages/activityLogPage';

// Spec §2 'Activity Log' and §8 'Failed to load activity log', on the untouched demo data (320
// entries): every admin write adds an entry, so a test here that wrote would change the others' pages.

/** The local day ('YYYY-MM-DD') of an instant, as the browser's date input would hold it. */
const localDayIn = (page: Page, iso: string) =>
  page.evaluate((at) => {
    const d = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, iso);

test.describe('activity log', () => {
  test.use({ data: 'untouched' });

  listStateTests(test, {
    ...ACTIVITY_LIST,
    open: activityLogPage,
    fits: {
      narrow: 400,
      cards: async (log) => {
        for (const label of ['Property:', 'Added By:', 'User:']) await expect(log.cards.first()).toContainText(label);
      },
    },
  });

  test('the sidebar link opens the table: seven columns, 25 rows, newest first, and the total', async ({ loggedIn: page }) => {
    const log = activityLogPage(page);
    await log.openFromSidebar();

    await expect(log.rows).toHaveCount(25);
    expect(await log.total()).toBeGreaterThan(25);
    await expect(log.pager).toHaveText(/^1-25 of \d+$/);

    const instants = await log
      .cells('Date')
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    expect(instants).toEqual([...instants].sort().reverse());
  });

  test('Date, Nature and Status sort the list; the other columns do not', async ({ loggedIn: page }) => {
    const log = activityLogPage(page);
    await log.open();
    for (const column of ['Property', 'Added By', 'User', 'Comments'] as const) await expect(log.sortButton(column)).toHaveCount(0);

    /** A text column's header asks the API for that column ascending; the table shows the answer in that order. */
    const expectSortedBy = async (column: 'Nature' | 'Status', sortField: 'nature' | 'statusDescription') => {
      const rows = await log.reloadsAfter(
        () => log.sortButton(column).click(),
        ({ sort: [field, order] }) => field === sortField && order === 'ASC',
      );
      const values = rows.map((row) => String(row[sortField]));
      expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b)));
      await expect(log.cells(column)).toHaveText(values);
    };
    await expectSortedBy('Nature', 'nature');
    await expectSortedBy('Status', 'statusDescription');

    const byDate = await log.reloadsAfter(
      () => log.sortButton('Date').click(),
      ({ sort: [field, order] }) => field === 'occurredAt' && order === 'ASC',
    );
    const instants = byDate.map((row) => String(row.occurredAt));
    expect(instants).toEqual([...instants].sort());
    await expect(log.cells('Date').locator('time').first()).toHaveAttribute('datetime', instants[0]);
  });

  test('the nature filter narrows the rows to that nature', async ({ loggedIn: page }) => {
    const log = activityLogPage(page);
    const before = await log.open();

    await log.reloadsAfter(
      () => log.choose('Nature', 'Property Enquiry'),
      ({ filter }) => filter.nature === 'Property Enquiry',
    );

    await expect(log.cells('Nature').filter({ hasNotText: 'Property Enquiry' })).toHaveCount(0);
    await expect(log.cells('Nature').first()).toHaveText('Property Enquiry');
    expect(await log.total()).toBeLessThan(before);
  });

  test('the date filter narrows the rows to the chosen days', async ({ loggedIn: page }) => {
    const log = activityLogPage(page);
    const before = await log.open();
    // The newest entry's day: the filter from and to that day keeps it and drops older days.
    const newest = await log.cells('Date').first().locator('time').getAttribute('datetime');
    const day = await localDayIn(page, newest!);
    const shownDay = await log.cells('Date').first().locator('span').first().textContent();

    await log.reloadsAfter(
      () => log.typeDay(log.from, day),
      ({ filter }) => typeof filter.from === 'string',
    );
    await log.reloadsAfter(
      () => log.typeDay(log.to, day),
      ({ filter }) => typeof filter.from === 'string' && typeof filter.to === 'string',
    );

    await expect(log.cells('Date').first()).toContainText(shownDay!);
    await expect(log.cells('Date').filter({ hasNotText: shownDay! })).toHaveCount(0);
    const after = await log.total();
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    // The filter is in the address, so a reload or a shared link shows the same rows.
    await page.reload();
    // The filters write the day as the table does ('1 Nov 2026').
    await expect(log.from.locator('input')).toHaveValue(shownDay!);
    await expect(log.to.locator('input')).toHaveValue(shownDay!);
    expect(await log.total()).toBe(after);

    // A 'To' before 'From' is marked, and the list says why nothing matches.
    const dayBefore = await page.evaluate((d) => {
      const date = new Date(`${d}T12:00:00`);
      date.setDate(date.getDate() - 1);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    }, day);
    await log.reloadsAfter(
      () => log.typeDay(log.to, dayBefore),
      ({ filter }) => typeof filter.to === 'string' && filter.to <= (filter.from as string),
    );
    await expect(log.to).toHaveAttribute('aria-invalid', 'true');
    await expect(log.datesReversed).toBeVisible();
  });

  test('an entry without both names shows the personalise reference in both cells, dimmed and italic', async ({ loggedIn: page }) => {
    const log = activityLogPage(page);
    await log.open();

    const row = log.rows.filter({ has: page.locator('[data-anonymous]') }).first();
    await expect(row).toBeVisible();
    const addedBy = log.cell(row, 'Added By');
    const user = log.cell(row, 'User');
    const label = (await addedBy.textContent())!;
    expect(label).toMatch(/^(\[[^\]]{1,12}\]|-)$/);
    await expect(user).toHaveText(label);
    for (const cell of [addedBy, user]) {
      await expect(cell.locator('[data-anonymous]')).toHaveCSS('font-style', 'italic');
    }
  });

  test('a property title links to the property', async ({ loggedIn: page }) => {
    const log = activityLogPage(page);
    await log.open();

    const link = log.cells('Property').getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/properties\/\d+$/);
    await link.click();

    await expect(page).toHaveURL(href!);
  });

  test('Export downloads the CSV of the filtered list, its header naming the columns', async ({ loggedIn: page }) => {
    const log = activityLogPage(page);
    await log.open();
    await log.reloadsAfter(
      () => log.choose('Nature', 'Self Registration'),
      ({ filter }) => filter.nature === 'Self Registration',
    );
    await expect(log.cells('Nature').filter({ hasNotText: 'Self Registration' })).toHaveCount(0);
    const total = await log.total();

    const lines = await downloadCsv(page, log.exportButton, 'activity-log.csv');
    expect(lines[0].split(',').slice(0, 7)).toEqual([...ACTIVITY_COLUMNS]);
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'Self Registration')).toBe(true);
  });
});
