import { DEMO_ADMIN, expect, test } from './fixtures';
import { dashboardFigures } from './pages/dashboardPage';
import { homePage } from './pages/homePage';
import { inboxPage } from './pages/inboxPage';
import { propertyListPage } from './pages/propertyListPage';

// Issue 32 'Home page': below the spec's greeting, charts of what an admin would rather see
// than read; each figure and each bar opens the list it counts, filtered to it.

type Figures = {
  propertiesByStatus: Array<{ id: number; name: string; count: number }>;
  pendingByKind: Array<{ kind: string; count: number }>;
};

test('the home page figures: the greeting stays, the summaries say the figures, and a figure or a bar opens its list filtered', async ({
  loggedIn: page,
}) => {
  const home = homePage(page);
  const figures = dashboardFigures(page);
  const list = propertyListPage(page);
  await home.goto();
  await expect(home.greeting(DEMO_ADMIN.fullName)).toBeVisible();
  await expect(home.prompt).toBeVisible();
  const answer = (await (await page.request.get('/api/dashboard')).json()) as Figures;
  const byStatus = [...answer.propertiesByStatus].sort((a, b) => b.count - a.count);
  const total = byStatus.reduce((sum, row) => sum + row.count, 0);

  await test.step("the status chart's summary and table say the server's figures", async () => {
    await expect(figures.card('Properties by status')).toContainText(
      `Of ${total} properties, the most (${byStatus[0].count}) are ${byStatus[0].name}.`,
    );
    for (const { name, count } of answer.propertiesByStatus) {
      await expect(
        figures
          .table('Properties by status')
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name, exact: true }) }),
      ).toContainText(String(count));
    }
  });

  await test.step("a status's link opens Manage Properties filtered to it, as many rows as the figure", async () => {
    const { id, name, count } = byStatus[0];
    await figures.link('Properties by status', name).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/properties' && JSON.parse(url.searchParams.get('filter')!).propertyStatusId === id,
    );
    await list.expectLoaded();
    expect(await list.total()).toBe(count);
    await expect(list.cells('Status')).toHaveText(Array(Math.min(count, 25)).fill(name));
    await page.goBack();
  });

  await test.step('a bar of the status chart does the same', async () => {
    const { id, name, count } = answer.propertiesByStatus[0];
    await figures.bars('Properties by status').first().click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/properties' && JSON.parse(url.searchParams.get('filter')!).propertyStatusId === id,
    );
    await list.expectLoaded();
    expect(await list.total()).toBe(count);
    await expect(list.cells('Status').first()).toHaveText(name);
    await page.goBack();
  });

  await test.step('a kind of waiting item opens the inbox filtered to it', async () => {
    const inbox = inboxPage(page);
    await figures.link('Waiting for a decision', 'NDA round 1').click();
    await expect(inbox.heading).toBeVisible();
    await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter')!).kind === 'nda-round-1');
    await expect(inbox.rows).toHaveCount(Math.min(answer.pendingByKind.find((row) => row.kind === 'nda-round-1')!.count, 25));
    await expect(inbox.rows.getByRole('cell').first()).toHaveText('NDA round 1');
  });
});
