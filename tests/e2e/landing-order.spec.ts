import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { listReloadsAfter } from './helpers/listRequests';
import { listStateTests } from './helpers/listStates';
import { holdRequests, recordRequests, sentBy } from './helpers/network';
import { isLandingList, LANDING_COLUMNS, LANDING_LIST, landingOrderPage, REORDER_API } from './pages/landingOrderPage';
import { shell } from './pages/shell';
import type { LandingRow } from '../../src/custom/landing-order/types';
import { ERROR_RED } from './helpers/themeColours';

// Spec §2 'Re-order Landing Page', §4 'Landing order drag', §8. This is the only spec file
// that re-orders; its tests run one after another so their moves do not interleave. Other
// files may add properties (at the end of the order), so only relative positions are asserted.

test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 1600 } });

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const reloaded = (page: Page, action: () => Promise<unknown>) => listReloadsAfter<{ id: number }>(page, isLandingList, action);
const bodyOf = (request: Request) => request.postDataJSON() as { propertyId: number; propertyBeforeId: number };

/**
 * Runs a move that the server accepts. Its answer names the properties whose position changed,
 * which the screen patches in: `reloads` collects any read of the whole list from then on, which
 * a test expects to stay empty once the screen shows the server's order (issue 30).
 */
async function patched(page: Page, action: () => Promise<unknown>) {
  const reloads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && isLandingList(new URL(request.url()))) reloads.push(request.url());
  });
  const { status } = await sentBy(page, 'PUT', (url) => url.pathname === REORDER_API, action);
  expect(status).toBe(200);
  return reloads;
}

/**
 * Opens the landing order to move its rows: the reorder calls the page sends are recorded, and
 * a window.alert fails the test (the original's debug alert on a drag is gone).
 */
async function openForMoves(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  const moves = recordRequests(page, REORDER_API);
  const landing = landingOrderPage(page);
  await landing.goto();
  await landing.expectLoaded();
  return { landing, moves, before: await landing.ids() };
}

test.describe('re-order landing page', () => {
  listStateTests(test, { ...LANDING_LIST, open: landingOrderPage });

  test('the sidebar link opens the table: the spec columns, Yes/No badges and placeholder asterisks', async ({ loggedIn: page }) => {
    const landing = landingOrderPage(page);
    await shell(page).goto('/');
    const rows = await listReloadsAfter<LandingRow>(page, isLandingList, () => shell(page).sidebarLink('Re-order Landing Page').click());

    await expect(page).toHaveURL(landing.path);
    await expect(landing.heading).toBeVisible();
    await expect(landing.headers).toHaveText([...LANDING_COLUMNS]);
    await expect(landing.rows).toHaveCount(rows.length);
    expect(await landing.ids()).toEqual(rows.map((row) => row.id));

    for (const property of rows.slice(0, 10)) {
      await expect(landing.cell(property.id, 'Display Order')).toHaveText(String(property.displayOrder));
      await expect(landing.cell(property.id, 'Ref')).toHaveText(property.propertyReference);
      const name = landing.cell(property.id, 'Property Name');
      await expect(name.getByRole('link')).toHaveText(property.listingTitle);
      await expect(name.getByRole('link')).toHaveAttribute('href', `/properties/${property.id}`);
      await expect(name).toContainText(property.listingDescription);
      await expect(landing.cell(property.id, 'Category')).toHaveText(property.category);
      await expect(landing.cell(property.id, 'Status')).toHaveText(property.propertyStatus);
      await expect(landing.cell(property.id, 'Published')).toHaveText(yesNo(property.isActive));
      await expect(landing.cell(property.id, 'Discrete List')).toHaveText(yesNo(property.isDiscrete));
      await expect(landing.cell(property.id, 'Carousel Featured')).toHaveText(yesNo(property.isFeatured));
    }

    const placeholders = rows.filter((row) => row.placeholderyn === 1).map((row) => row.id);
    expect(placeholders).toEqual(expect.arrayContaining([8, 22, 34]));
    await expect(landing.table.getByLabel('placeholder', { exact: true })).toHaveCount(placeholders.length);
    await expect(landing.cell(8, 'Property Name').getByLabel('placeholder', { exact: true })).toHaveCSS('color', ERROR_RED);
    await expect(landing.row(8)).toHaveCSS('font-style', 'italic');
    await expect(landing.row(7)).toHaveCSS('font-style', 'normal');
  });

  test('dragging a row down with the mouse puts it after the row above its drop position, and it stays after a reload', async ({
    loggedIn: page,
  }) => {
    const { landing, moves, before } = await openForMoves(page);
    const [moved, target] = [before[2], before[5]];

    const reloads = await patched(page, () => landing.drag(moved, target, 'after'));

    expect(moves.map(bodyOf)).toEqual([{ propertyId: moved, propertyBeforeId: target }]);
    const after = await landing.ids();
    expect(after.indexOf(moved)).toBe(after.indexOf(target) + 1);
    expect(after.filter((id) => id !== moved)).toEqual(before.filter((id) => id !== moved));
    // Orders are renumbered densely from 1 after a move.
    await expect(landing.cell(moved, 'Display Order')).toHaveText(String(after.indexOf(moved) + 1));
    expect(reloads).toEqual([]);
    // Seen, not only announced to screen readers: the new order is kept.
    await expect(page.getByText('Order saved', { exact: true })).toBeVisible();

    await page.reload();
    await landing.expectLoaded();
    expect(await landing.ids()).toEqual(after);
    const api = await landing.apiIds();
    expect(api.indexOf(moved)).toBe(api.indexOf(target) + 1);
  });

  test('dragging a row above the first moves it to the top (propertyBeforeId 0)', async ({ loggedIn: page }) => {
    const { landing, moves, before } = await openForMoves(page);
    const moved = before[4];

    const reloads = await patched(page, () => landing.drag(moved, before[0], 'before'));

    expect(moves.map(bodyOf)).toEqual([{ propertyId: moved, propertyBeforeId: 0 }]);
    expect(await landing.ids()).toEqual([moved, ...before.filter((id) => id !== moved)]);
    await expect(landing.cell(moved, 'Display Order')).toHaveText('1');
    expect((await landing.apiIds())[0]).toBe(moved);
    expect(reloads).toEqual([]);
  });

  test('the keyboard moves a row (Space, arrows, Space); the new order shows before the server answers', async ({ loggedIn: page }) => {
    const { landing, moves, before } = await openForMoves(page);
    const moved = before[10];
    const expected = [...before.slice(0, 8), moved, ...before.slice(8).filter((id) => id !== moved)];

    const held = await holdRequests(page, `**${REORDER_API}`);
    await landing.moveWithKeys(moved, 'ArrowUp', 2);
    await expect.poll(() => moves.length).toBe(1);
    expect(bodyOf(moves[0])).toEqual({ propertyId: moved, propertyBeforeId: before[7] });
    await expect.poll(() => landing.ids()).toEqual(expected);

    const reloads = await patched(page, async () => held.release());
    expect(await landing.ids()).toEqual(expected);
    const api = await landing.apiIds();
    expect(api.indexOf(moved)).toBe(api.indexOf(before[7]) + 1);
    await expect(landing.handle(moved)).toBeFocused();
    expect(reloads).toEqual([]);
  });

  test('moving down with the keyboard names the row now above it, not the one at its old index', async ({ loggedIn: page }) => {
    const { landing, moves, before } = await openForMoves(page);
    const moved = before[12];

    const reloads = await patched(page, () => landing.moveWithKeys(moved, 'ArrowDown', 2));

    expect(moves.map(bodyOf)).toEqual([{ propertyId: moved, propertyBeforeId: before[14] }]);
    const api = await landing.apiIds();
    expect(api.indexOf(moved)).toBe(api.indexOf(before[14]) + 1);
    expect(await landing.ids()).toEqual(api.slice(0, (await landing.ids()).length));
    expect(reloads).toEqual([]);
  });

  test("a failed move says 'Failed to reorder property. Please try again.' and reloads the server's order", async ({ loggedIn: page }) => {
    await page.route(
      `**${REORDER_API}`,
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"Boom"}}' }),
      { times: 1 },
    );
    const { landing, before } = await openForMoves(page);

    await reloaded(page, () => landing.moveWithKeys(before[6], 'ArrowDown', 1));

    await expect(landing.failureNotice).toBeVisible();
    await expect(page.getByText('Boom')).toHaveCount(0);
    // The reloaded list is drawn after its answer arrives: the move shown at once gives way to it.
    await expect.poll(() => landing.ids()).toEqual(before);
    expect((await landing.apiIds()).slice(0, before.length)).toEqual(before);
  });

  test('fits a 390 px window without scrolling sideways, handles in reach', async ({ loggedIn: page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const landing = landingOrderPage(page);
    await landing.goto();
    await landing.expectLoaded();

    const first = (await landing.ids())[0];
    await expect(landing.handle(first)).toBeInViewport();
    await expect(landing.cell(first, 'Display Order')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
  });
});
