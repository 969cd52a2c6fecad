import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordRequests } from './helpers/network';
import { propertyListPage } from './pages/propertyListPage';

// Issue 32 'Bulk changes with undo' on Manage Properties: select rows (or every row of the
// filter, across pages), set or clear a flag; react-admin's undoable mode shows the change at
// once and sends one request when the notice closes; Undo sends nothing. Publishing is the
// change an admin most often makes to many at once.

type Flags = { id: number; isActive: boolean; isDiscrete: boolean; isFeatured: boolean; isListable: boolean };

const BULK = '/api/properties/flags';

/** The four flags of each property, as the server has them. */
async function flagsOf(page: Page, ids: number[]): Promise<Flags[]> {
  return Promise.all(
    ids.map(async (id) => {
      const res = await page.request.post(`/api/properties/${id}/admin`, { data: {} });
      expect(res.status()).toBe(200);
      const { isActive, isDiscrete, isFeatured, isListable } = (await res.json()) as Flags;
      return { id, isActive, isDiscrete, isFeatured, isListable };
    }),
  );
}

test('bulk flags: Undo leaves everything as it was; a change made goes in one request; Select all takes the whole filter', async ({
  loggedIn: page,
}) => {
  test.setTimeout(60_000);
  const list = propertyListPage(page);
  const sent = recordRequests(page, BULK);
  const toolbar = page.locator('[data-test="bulk-actions-toolbar"]');
  const menu = page.getByRole('menu', { name: 'Flags to change' });
  const notice = page.locator('.MuiSnackbar-root');
  await page.goto('/properties');
  await list.expectLoaded();

  const selectFirst = async (count: number) => {
    for (let i = 0; i < count; i++) await list.rows.nth(i).getByRole('checkbox', { name: 'Select this row' }).check();
    await expect(toolbar).toContainText(count === 1 ? '1 item selected' : `${count} items selected`);
  };
  const shownIds = await list.rows.evaluateAll((rows) =>
    rows.slice(0, 3).map((row) => Number(row.querySelector('a[href^="/properties/"]')!.getAttribute('href')!.split('/').pop())),
  );
  const before = await flagsOf(page, shownIds);
  expect(
    before.some((row) => !row.isActive),
    'one of the first three is not published',
  ).toBe(true);

  await test.step('Published: Yes on three rows shows at once; Undo sends nothing and puts the screen back', async () => {
    await selectFirst(3);
    await toolbar.getByRole('button', { name: 'Change flags' }).click();
    await menu.getByRole('menuitem', { name: 'Published: Yes', exact: true }).click();
    await expect(notice).toContainText('Published set to Yes on 3 properties');
    await expect(list.cells('Published').first()).toHaveText('Yes');
    await expect(list.cells('Published').nth(2)).toHaveText('Yes');
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(notice).toBeHidden();
    for (const [i, row] of before.entries()) await expect(list.cells('Published').nth(i)).toHaveText(row.isActive ? 'Yes' : 'No');
    expect(sent).toEqual([]);
    expect(await flagsOf(page, shownIds)).toEqual(before);
  });

  await test.step('the same change left to happen goes as one request when the notice closes, and the server has it', async () => {
    await selectFirst(3);
    await toolbar.getByRole('button', { name: 'Change flags' }).click();
    await menu.getByRole('menuitem', { name: 'Published: Yes', exact: true }).click();
    await expect(notice).toContainText('Published set to Yes on 3 properties');
    const request = page.waitForRequest((req) => new URL(req.url()).pathname === BULK);
    await expect(notice).toBeHidden({ timeout: 15_000 });
    const body = (await request).postDataJSON();
    expect(body).toEqual({ ids: shownIds, set: { isActive: true } });
    await expect.poll(async () => (await flagsOf(page, shownIds)).map((row) => row.isActive)).toEqual([true, true, true]);
    expect(sent).toHaveLength(1);
    // The worker's later tests expect the demo's flags: put them back.
    for (const value of [true, false]) {
      const back = before.filter((row) => row.isActive === value).map((row) => row.id);
      if (back.length) expect((await page.request.put(BULK, { data: { ids: back, set: { isActive: value } } })).status()).toBe(200);
    }
  });

  await test.step("'Select all' selects every property of the filter across pages; Undo again sends nothing", async () => {
    const total = await list.total();
    expect(total).toBeGreaterThan(25);
    // The page's own box first; then react-admin offers the rest of the filter.
    await list.table.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(toolbar).toContainText('25 items selected');
    await toolbar.getByRole('button', { name: 'Select all' }).click();
    await expect(toolbar).toContainText(`${total} items selected`);
    await toolbar.getByRole('button', { name: 'Change flags' }).click();
    await menu.getByRole('menuitem', { name: 'Carousel Featured: No', exact: true }).click();
    await expect(notice).toContainText(`Carousel Featured set to No on ${total} properties`);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(notice).toBeHidden();
    expect(sent).toHaveLength(1);
  });
});

test('support staff select nothing on Manage Properties', async ({ asSupport: page }) => {
  const list = propertyListPage(page);
  await page.goto('/properties');
  await list.expectLoaded();
  await expect(list.table.getByRole('checkbox')).toHaveCount(0);
});
