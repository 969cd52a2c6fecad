import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, expect, test } from './fixtures';
import { homePage } from './pages/homePage';
import { PROPERTY_COLUMNS, propertyListPage } from './pages/propertyListPage';
import { shell } from './pages/shell';

/** Manage Properties' columns once Category is hidden with the column chooser. */
const WITHOUT_CATEGORY = PROPERTY_COLUMNS.filter((column) => column !== 'Category');

// Issue 32, 'Saved views': on every list, react-admin's saved queries and its column chooser, a
// light/dark switch in the top bar, and the sidebar's state, all remembered per admin: kept on
// the server with the admin's preferences, so they follow the admin to another browser.

/** The background react-admin's layout paints under every screen. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK = 'rgb(18, 18, 18)';
const LIGHT = 'rgb(245, 247, 250)';

/** Runs `action` and waits until the preferences it changed are saved on the server. */
async function savedAfter(page: Page, action: () => Promise<unknown>) {
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/auth/preferences') && res.request().method() === 'PUT');
  await action();
  expect((await saved).status()).toBe(200);
}

/** Another browser (no site storage shared), logged in as the demo admin in a session of its own. */
async function anotherBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/auth/user-login', {
    data: { emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(res.status()).toBe(200);
  return { context, page: await context.newPage() };
}

const SEARCH = 'Westville';

test('on Manage Properties a saved query is listed after a reload and in another browser, and applying it restores its filter', async ({
  loggedIn: page,
  browser,
  baseURL,
}) => {
  const list = propertyListPage(page);
  const filterMenu = page.getByRole('button', { name: 'Add filter' });
  await list.open();

  await test.step('filter the list and save the query under a name', async () => {
    await list.reloadsAfter(() => list.search.fill(SEARCH));
    await filterMenu.click();
    await page.getByRole('menuitem', { name: 'Save current query...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save current query as' });
    await dialog.getByRole('textbox', { name: 'Query name' }).fill('Westville offices');
    await savedAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
    await expect(dialog).toBeHidden();
  });

  await test.step('reload, clear the filter: the saved query is listed, and applying it filters the list again', async () => {
    await page.reload();
    await list.expectLoaded();
    await filterMenu.click();
    await list.reloadsAfter(() => page.getByRole('menuitem', { name: 'Remove all filters' }).click());
    await expect(list.search).toHaveValue('');

    await filterMenu.click();
    const rows = await list.reloadsAfter(() => page.getByRole('menuitem', { name: 'Westville offices' }).click());
    await expect(list.search).toHaveValue(SEARCH);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => JSON.stringify(row).includes(SEARCH))).toBe(true);
  });

  await test.step('another browser, the same admin: the saved query is there too', async () => {
    const other = await anotherBrowser(browser, baseURL!);
    const otherList = propertyListPage(other.page);
    await otherList.open();
    await other.page.getByRole('button', { name: 'Add filter' }).click();
    await expect(other.page.getByRole('menuitem', { name: 'Westville offices' })).toBeVisible();
    await other.context.close();
  });
});

test('a column hidden with the column chooser stays hidden after a reload and in another browser', async ({
  loggedIn: page,
  browser,
  baseURL,
}) => {
  const list = propertyListPage(page);
  await list.open();
  await expect(list.headers).toHaveText([...PROPERTY_COLUMNS]);

  await page.getByRole('button', { name: 'Columns' }).click();
  await savedAfter(page, () => page.getByRole('switch', { name: 'Category' }).click());
  await page.keyboard.press('Escape');
  await expect(list.headers.filter({ hasText: /^Category$/ })).toHaveCount(0);

  await page.reload();
  await list.expectLoaded();
  await expect(list.headers).toHaveText(WITHOUT_CATEGORY);

  const other = await anotherBrowser(browser, baseURL!);
  const otherList = propertyListPage(other.page);
  await otherList.open();
  await expect(otherList.headers).toHaveText(WITHOUT_CATEGORY);
  await other.context.close();
});

test('the dark theme, switched on in the top bar, stays on after a reload and in another browser', async ({
  loggedIn: page,
  browser,
  baseURL,
}) => {
  const home = homePage(page);
  await home.goto();
  await expect(home.greeting(DEMO_ADMIN.fullName)).toBeVisible();
  await expect.poll(() => background(page)).toBe(LIGHT);

  const toggle = shell(page).topBar.getByRole('button', { name: 'Toggle light/dark mode' });
  await savedAfter(page, () => toggle.click());
  await expect.poll(() => background(page)).toBe(DARK);

  await page.reload();
  await expect(home.greeting(DEMO_ADMIN.fullName)).toBeVisible();
  await expect.poll(() => background(page)).toBe(DARK);

  const other = await anotherBrowser(browser, baseURL!);
  await other.page.goto('/');
  await expect(homePage(other.page).greeting(DEMO_ADMIN.fullName)).toBeVisible();
  await expect.poll(() => background(other.page)).toBe(DARK);
  await other.context.close();

  await savedAfter(page, () => toggle.click());
  await expect.poll(() => background(page)).toBe(LIGHT);
});

test('a collapsed sidebar stays collapsed after a reload', async ({ loggedIn: page }) => {
  const app = shell(page);
  await app.goto('/');
  await expect(app.sidebarLabel('Manage Properties')).toBeVisible();

  await savedAfter(page, () => app.toggleMenu());
  await expect(app.sidebarLabel('Manage Properties')).toBeHidden();

  await page.reload();
  await expect(homePage(page).greeting(DEMO_ADMIN.fullName)).toBeVisible();
  await expect(app.sidebarLabel('Manage Properties')).toBeHidden();
  await expect(app.sidebarLinks.first()).toBeVisible();
});

test('support staff keep their own theme too, though they may change nothing else', async ({ asSupport: page }) => {
  await page.goto('/');
  const toggle = shell(page).topBar.getByRole('button', { name: 'Toggle light/dark mode' });
  await savedAfter(page, () => toggle.click());
  await page.reload();
  await expect(toggle).toBeVisible();
  await expect.poll(() => background(page)).toBe(DARK);
  // Theirs alone: the fixtures empty only the admin's preferences before each test.
  expect((await page.request.put('/api/auth/preferences', { data: { preferences: {} } })).status()).toBe(200);
});
