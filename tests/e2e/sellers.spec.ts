import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { holdRequests } from './helpers/network';
import { apiFailure, uniqueName } from './pages/organisationPages';
import { addSellerPage, newSeller, SELLER_COLUMNS, sellerListPage, sellersApi, type SellerRow } from './pages/sellerPages';
import { shell } from './pages/shell';

// Spec §2 'Manage Sellers', §8 'Failed to load sellers. Please try again later.', §9 (the
// description column's 50 characters). Other spec files may read sellers 1..3 and add their
// own, so the list is compared with what the API answered, and filtered tests use sellers they
// create (unique names).

const preview = (description: string) => (description.length > 50 ? `${description.slice(0, 50)}...` : description);

test.describe('manage sellers', () => {
  test('the sidebar link opens the table with the spec columns and the rows the API answered', async ({ loggedIn: page }) => {
    const list = sellerListPage(page);
    await shell(page).goto('/');
    const rows = await list.reloadsAfter<SellerRow>(() => shell(page).sidebarLink('Manage Seller').click());

    await expect(page).toHaveURL(list.path);
    await expect(list.heading).toBeVisible();
    await expect(list.headers).toHaveText([...SELLER_COLUMNS]);
    await expect(list.rows).toHaveCount(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const [i, row] of rows.entries()) {
      const shown = list.rows.nth(i);
      await expect(list.cell(shown, 'ID')).toHaveText(String(row.id));
      const link = list.cell(shown, 'Company Name').getByRole('link');
      await expect(link).toHaveText(row.companyName);
      await expect(link).toHaveAttribute('href', `/sellers/${row.id}`);
      await expect(list.cell(shown, 'Contact Person')).toHaveText(row.contactPerson ?? '');
      await expect(list.cell(shown, 'Email')).toHaveText(row.emailAddress ?? '');
      await expect(list.cell(shown, 'Phone')).toHaveText(row.contactNumber ?? '');
      await expect(list.cell(shown, 'Description')).toHaveText(preview(row.description));
      await expect(list.cell(shown, 'Status')).toHaveText(row.isActive ? 'Active' : 'Inactive');
    }
    // The demo data has an inactive seller (Marula Hospitality Group) among active ones.
    await expect(list.cells('Status').filter({ hasText: /^Inactive$/ }).first()).toBeVisible();
    await expect(list.cells('Status').filter({ hasText: /^Active$/ }).first()).toBeVisible();
  });

  test('a long description is cut at 50 characters with an ellipsis; an inactive seller reads Inactive', async ({ loggedIn: page }) => {
    const description = 'A description that runs well past the fifty characters the list shows.';
    const created = await sellersApi(page.request).create(newSeller('Long', { description, isActive: false }));
    const list = sellerListPage(page);
    await list.goto();
    await list.searchFor(created.name);

    const row = list.row(created.name);
    await expect(list.cell(row, 'Description')).toHaveText(`${description.slice(0, 50)}...`);
    await expect(list.cell(row, 'Status')).toHaveText('Inactive');
    await list.cell(row, 'Company Name').getByRole('link').click();
    await expect(page).toHaveURL(`/sellers/${created.id}`);
  });

  test("'Loading sellers...' shows while the list loads", async ({ loggedIn: page }) => {
    const list = sellerListPage(page);
    const held = await holdRequests(page, '**/api/seller-companies?**');
    await list.goto();

    await expect(list.loading).toBeVisible();
    await expect(list.rows).toHaveCount(0);
    held.release();
    await expect(list.rows.first()).toBeVisible();
    await expect(list.loading).toHaveCount(0);
  });

  test("a failed load reads 'Failed to load sellers. Please try again later.' and Try Again recovers", async ({ loggedIn: page }) => {
    const list = sellerListPage(page);
    await page.route(list.isList, (route) => route.fulfill(apiFailure(500, 'Boom')), { times: 1 });
    await list.goto();

    await expect(list.loadError).toBeVisible();
    await expect(page.getByText('Boom')).toHaveCount(0);
    await expect(list.table).toHaveCount(0);
    await expect(list.pager).toHaveCount(0);

    await list.reloadsAfter(() => list.retryButton.click());
    await expect(list.rows.first()).toBeVisible();
    await expect(list.loadError).toHaveCount(0);
  });

  test('search, the Status filter and a column header narrow and order the list on the server', async ({ loggedIn: page }) => {
    const tag = uniqueName('Filter');
    const api = sellersApi(page.request);
    const names = [`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`];
    for (const [i, name] of names.entries()) await api.create(newSeller(`filter${i}`, { name, isActive: i !== 1 }));
    const list = sellerListPage(page);
    await list.goto();
    await expect(list.rows.first()).toBeVisible();

    const found = await list.searchFor<SellerRow>(tag);
    expect(found.map((row) => row.companyName)).toEqual(names);
    await expect(list.cells('Company Name')).toHaveText(names);

    const inactive = await list.reloadsAfter<SellerRow>(() => list.filterStatus('Inactive'), ({ filter }) => filter.isActive === false);
    expect(inactive.map((row) => row.companyName)).toEqual([names[1]]);
    await expect(list.cells('Company Name')).toHaveText([names[1]]);

    await list.reloadsAfter(() => list.filterStatus('Any'), ({ filter }) => !('isActive' in filter));
    await expect(list.cells('Company Name')).toHaveText(names);
    const descending = await list.reloadsAfter<SellerRow>(
      () => list.sortButton('Company Name').click(),
      ({ sort }) => sort[0] === 'companyName' && sort[1] === 'DESC',
    );
    expect(descending.map((row) => row.companyName)).toEqual([...names].reverse());
    await expect(list.cells('Company Name')).toHaveText([...names].reverse());
  });

  test('the pager pages on the server', async ({ loggedIn: page }) => {
    const list = sellerListPage(page);
    await list.goto();
    await expect(list.rows.first()).toBeVisible();

    await list.rowsPerPage.click();
    const first = await list.reloadsAfter<SellerRow>(() => page.getByRole('option', { name: '5', exact: true }).click(), ({ range }) => range[1] === 4);
    await expect(list.rows).toHaveCount(5);
    const second = await list.reloadsAfter<SellerRow>(() => list.nextPage.click(), ({ range }) => range[0] === 5 && range[1] === 9);
    await expect(list.pager).toHaveText(new RegExp(`^6-${5 + second.length} of \\d+$`));
    await expect(list.cells('ID')).toHaveText(second.map((row) => String(row.id)));
    expect(second.map((row) => row.id)).not.toContain(first[0].id);
  });

  test('Export downloads the matching sellers as CSV with full descriptions', async ({ loggedIn: page }) => {
    const description = 'Sixty characters or so of description and longer than the list.';
    const created = await sellersApi(page.request).create(newSeller('Export', { description }));
    const list = sellerListPage(page);
    await list.goto();
    await list.searchFor(created.name);
    await expect(list.rows).toHaveCount(1);

    const [download] = await Promise.all([page.waitForEvent('download'), list.exportButton.click()]);
    expect(download.suggestedFilename()).toBe('sellers.csv');
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines).toEqual([
      SELLER_COLUMNS.join(','),
      [created.id, created.name, 'Thandi Nkosi', created.emailAddress, '021 555 0100', description, 'Active'].join(','),
    ]);
  });

  test('the Add Seller button opens /add-seller', async ({ loggedIn: page }) => {
    const list = sellerListPage(page);
    await list.goto();
    await list.addButton.click();
    await expect(page).toHaveURL('/add-seller');
    await expect(addSellerPage(page).heading).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('each seller is a card with every column, and nothing scrolls sideways', async ({ loggedIn: page }) => {
      const created = await sellersApi(page.request).create(newSeller('Phone', { isActive: false }));
      const list = sellerListPage(page);
      await list.goto();
      await list.searchFor(created.name);

      const card = list.card(created.name);
      await expect(card).toBeVisible();
      await expect(card).toContainText('Inactive');
      await expect(card).toContainText(`Contact Person:${created.contactPerson}`);
      await expect(card).toContainText(`Email:${created.emailAddress}`);
      await expect(card).toContainText(`Phone:${created.contactNumber}`);
      await expect(card).toContainText(`Description:${created.description}`);
      await expect(list.table).toHaveCount(0);
      expect(await list.scrollsSideways()).toBe(false);
    });
  });
});
