import { expect, test } from './fixtures';
import { downloadCsv } from './helpers/downloads';
import { organisationListTests } from './helpers/organisationListTests';
import { newSeller, SELLER_COLUMNS, sellerListPage, SELLERS, sellersApi, type SellerRow } from './pages/sellerPages';

// Spec §2 'Manage Sellers', §8 'Failed to load sellers. Please try again later.', §9 (the
// description column's 50 characters). Other spec files may read sellers 1..3 and add their
// own, so the list is compared with what the API answered, and filtered tests use sellers they
// create (unique names).

const preview = (description: string) => (description.length > 50 ? `${description.slice(0, 50)}...` : description);

test.describe('manage sellers', () => {
  organisationListTests(test, SELLERS, {
    atLeast: 10,
    cellsOf: (row: SellerRow) => ({
      ID: String(row.id),
      'Company Name': row.companyName,
      'Contact Person': row.contactPerson ?? '',
      Email: row.emailAddress ?? '',
      Phone: row.contactNumber ?? '',
      Description: preview(row.description),
      Status: row.isActive ? 'Active' : 'Inactive',
    }),
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

  test('Export downloads the matching sellers as CSV with full descriptions', async ({ loggedIn: page }) => {
    const description = 'Sixty characters or so of description and longer than the list.';
    const created = await sellersApi(page.request).create(newSeller('Export', { description }));
    const list = sellerListPage(page);
    await list.goto();
    await list.searchFor(created.name);
    await expect(list.rows).toHaveCount(1);

    const lines = await downloadCsv(page, list.exportButton, 'sellers.csv');
    expect(lines).toEqual([
      SELLER_COLUMNS.join(','),
      [created.id, created.name, 'Thandi Nkosi', created.emailAddress, '021 555 0100', description, 'Active'].join(','),
    ]);
  });
});
