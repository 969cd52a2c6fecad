import { expect, test } from './fixtures';
import { downloadCsv } from './helpers/downloads';
import { listStateTests } from './helpers/listStates';
import { propertyCreatePage } from './pages/propertyCreatePage';
import { PROPERTY_LIST, propertyListPage, type PropertyListRow } from './pages/propertyListPage';
import { ERROR_RED } from './helpers/themeColours';

// Spec §2 'Manage Properties' and §8 'Failed to load properties', on the untouched demo data
// (40 properties, placeholders 8, 22 and 34): these tests only read. The screen is compared
// with the rows the API answered it.

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

test.describe('manage properties', () => {
  test.use({ data: 'untouched' });

  listStateTests(test, {
    ...PROPERTY_LIST,
    open: propertyListPage,
    pager: { keyCells: (list) => list.cells('Ref'), key: (row: PropertyListRow) => row.propertyReference },
    add: { label: 'Add Property', path: '/add-property', heading: (page) => propertyCreatePage(page).heading },
    fits: {
      narrow: 390,
      cards: async (list) => {
        await expect(list.cards.first()).toContainText('Location:');
        await expect(list.cards.first()).toContainText('Carousel Featured');
        await expect(list.placeholderMark(list.cards.nth(7))).toBeVisible();
      },
    },
  });

  test('the sidebar link opens the table: the spec columns, 25 rows by id, and the total', async ({ loggedIn: page }) => {
    const list = propertyListPage(page);
    const rows = await list.openFromSidebar();

    await expect(list.rows).toHaveCount(25);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
    expect(await list.total()).toBeGreaterThanOrEqual(40);
    await expect(list.pager).toHaveText(/^1-25 of \d+$/);
  });

  test('each row shows its property: name linking to it with the teaser, location, status and Yes/No flags', async ({ loggedIn: page }) => {
    const list = propertyListPage(page);
    const rows = await list.reloadsAfter(() => list.goto());
    await expect(list.rows).toHaveCount(rows.length);

    for (const [i, property] of rows.entries()) {
      const row = list.rows.nth(i);
      await expect(list.cell(row, 'Ref')).toHaveText(property.propertyReference);
      const name = list.cell(row, 'Property Name');
      await expect(name.getByRole('link')).toHaveText(property.listingTitle);
      await expect(name.getByRole('link')).toHaveAttribute('href', `/properties/${property.id}`);
      await expect(name).toContainText(property.listingDescription);
      await expect(list.cell(row, 'Category')).toHaveText(property.category);
      await expect(list.cell(row, 'Location')).toHaveText(`${property.suburb}, ${property.province}`);
      await expect(list.cell(row, 'Status')).toHaveText(property.propertyStatus);
      await expect(list.cell(row, 'Published')).toHaveText(yesNo(property.isActive));
      await expect(list.cell(row, 'Discrete List')).toHaveText(yesNo(property.isDiscrete));
      await expect(list.cell(row, 'Carousel Featured')).toHaveText(yesNo(property.isFeatured));
      await expect(list.cell(row, 'Public Listing')).toHaveText(yesNo(property.isListable));
    }
    // The demo data has both values of every flag on the first page.
    for (const column of ['Published', 'Discrete List', 'Carousel Featured', 'Public Listing'] as const) {
      await expect(list.cells(column).filter({ hasText: /^Yes$/ }).first()).toBeVisible();
      await expect(list.cells(column).filter({ hasText: /^No$/ }).first()).toBeVisible();
    }
  });

  test('a placeholder row has a red asterisk after the name and a style of its own', async ({ loggedIn: page }) => {
    const list = propertyListPage(page);
    const rows = await list.reloadsAfter(() => list.goto());
    const placeholders = rows.filter((row) => row.placeholderyn === 1).map((row) => row.propertyReference);
    expect(placeholders).toEqual(['PR-1008', 'PR-1022']);

    await expect(list.placeholderMark(list.table)).toHaveCount(placeholders.length);
    const placeholder = list.row('PR-1008');
    const mark = list.placeholderMark(list.cell(placeholder, 'Property Name'));
    await expect(mark).toHaveText('*');
    await expect(mark).toHaveCSS('color', ERROR_RED);
    await expect(placeholder).toHaveCSS('font-style', 'italic');

    const ordinary = list.row('PR-1007');
    await expect(list.placeholderMark(ordinary)).toHaveCount(0);
    await expect(ordinary).toHaveCSS('font-style', 'normal');
    const background = (row: typeof ordinary) => row.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(placeholder)).not.toBe(await background(ordinary));
  });

  test('a column header sorts the list on the server, ascending then descending', async ({ loggedIn: page }) => {
    const list = propertyListPage(page);
    await list.open();

    const ascending = await list.reloadsAfter(
      () => list.sortButton('Property Name').click(),
      ({ sort }) => sort[0] === 'listingTitle' && sort[1] === 'ASC',
    );
    await expect(list.cells('Property Name').getByRole('link')).toHaveText(ascending.map((row) => row.listingTitle));

    const descending = await list.reloadsAfter(
      () => list.sortButton('Property Name').click(),
      ({ sort }) => sort[0] === 'listingTitle' && sort[1] === 'DESC',
    );
    await expect(list.cells('Property Name').getByRole('link')).toHaveText(descending.map((row) => row.listingTitle));
    expect(descending[0].listingTitle.localeCompare(ascending[0].listingTitle)).toBeGreaterThan(0);

    const byStatus = await list.reloadsAfter(
      () => list.sortButton('Status').click(),
      ({ sort }) => sort[0] === 'propertyStatus' && sort[1] === 'ASC',
    );
    const statuses = byStatus.map((row) => row.propertyStatus);
    expect(statuses).toEqual([...statuses].sort((a, b) => a.localeCompare(b)));
    await expect(list.cells('Status')).toHaveText(statuses);
  });

  test('the search finds properties by name, reference or suburb', async ({ loggedIn: page }) => {
    const list = propertyListPage(page);
    const before = await list.open();

    const found = await list.reloadsAfter(
      () => list.search.fill('Westville'),
      ({ filter }) => filter.q === 'Westville',
    );
    expect(found.length).toBeGreaterThan(0);
    await expect(list.rows).toHaveCount(found.length);
    for (const property of found) {
      expect(`${property.listingTitle} ${property.propertyReference} ${property.suburb}`).toContain('Westville');
    }
    expect(await list.total()).toBeLessThan(before);

    await list.reloadsAfter(
      () => list.search.fill('PR-1033'),
      ({ filter }) => filter.q === 'PR-1033',
    );
    await expect(list.cells('Ref')).toHaveText(['PR-1033']);
  });

  test('the category and flag filters narrow the list', async ({ loggedIn: page }) => {
    const list = propertyListPage(page);
    const before = await list.open();

    await list.reloadsAfter(
      () => list.choose('Category', 'Hospitality'),
      ({ filter }) => typeof filter.categoryId === 'number',
    );
    await expect(list.cells('Category').first()).toHaveText('Hospitality');
    await expect(list.cells('Category').filter({ hasNotText: 'Hospitality' })).toHaveCount(0);
    const hospitality = await list.total();
    expect(hospitality).toBeLessThan(before);

    await list.addFilter('Carousel Featured');
    await list.reloadsAfter(
      () => list.choose('Carousel Featured', 'Yes'),
      ({ filter }) => filter.isFeatured === true,
    );
    await expect(list.cells('Carousel Featured').first()).toHaveText('Yes');
    await expect(list.cells('Carousel Featured').filter({ hasNotText: 'Yes' })).toHaveCount(0);
    await expect(list.cells('Category').filter({ hasNotText: 'Hospitality' })).toHaveCount(0);
    expect(await list.total()).toBeLessThan(hospitality);
  });

  test('Export downloads every matching property as CSV, from every page', async ({ loggedIn: page }) => {
    const list = propertyListPage(page);
    const total = await list.open();
    expect(total).toBeGreaterThan(25);

    const lines = await downloadCsv(page, list.exportButton, 'properties.csv');
    expect(lines[0]).toBe(
      'ID,Ref,Property Name,Teaser,Introduction,Category,Status,Address Line 1,Address Line 2,Address Line 3,Suburb,Nearest Town,' +
        'Province,Country,Agency,Agent,Seller,Published,Discrete List,Carousel Featured,Public Listing,Placeholder',
    );
    // Other spec files may add properties meanwhile, never remove one.
    expect(lines.length - 1).toBeGreaterThanOrEqual(total);
    const references = lines.slice(1).map((line) => line.split(',')[1]);
    expect(new Set(references).size).toBe(references.length);
    expect(references).toContain('PR-1001');
    expect(references).toContain('PR-1040');
    expect(lines.find((line) => line.startsWith('8,PR-1008,'))).toMatch(/,Yes$/);
  });

  test('Export follows the search', async ({ loggedIn: page }) => {
    const list = propertyListPage(page);
    await list.open();
    const found = await list.reloadsAfter(
      () => list.search.fill('Rustenburg'),
      ({ filter }) => filter.q === 'Rustenburg',
    );

    const lines = await downloadCsv(page, list.exportButton, 'properties.csv');

    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(found.map((row: PropertyListRow) => row.propertyReference));
  });

  test('a property name opens its details', async ({ loggedIn: page }) => {
    const list = propertyListPage(page);
    await list.open();
    await list.cell(list.row('PR-1003'), 'Property Name').getByRole('link').click();
    await expect(page).toHaveURL('/properties/3');
  });
});
