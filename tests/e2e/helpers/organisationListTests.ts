import { expect, type test as fixturesTest } from '../fixtures';
import { organisationPages, uniqueName, type OrganisationScreens, type SharedColumn } from '../pages/organisationPages';
import { SIDEBAR_LINKS } from '../pages/shell';
import { listStateTests } from './listStates';

export interface ListChecks<Column extends string, Row> {
  /** How many rows the demo data has at least. */
  atLeast: number;
  /** What each column's cell reads for a row of the API's answer. */
  cellsOf: (row: Row) => Record<Column, string>;
}

/**
 * Declares the list tests Manage Sellers and Manage Agencies share (spec §2, §8): the table the
 * sidebar opens, the load states, the pager, the Add button, search with the Status filter and
 * sorting, and the cards on a phone. Each test that writes works on records it creates; those
 * that only read see the untouched demo data.
 */
export function organisationListTests<Column extends string, Row extends { id: number }>(
  test: typeof fixturesTest,
  screens: OrganisationScreens<Column | SharedColumn>,
  checks: ListChecks<Column | SharedColumn, Row>,
) {
  const pages = organisationPages<Column | SharedColumn, Row>(screens);
  const { noun, nameField, nameColumn, list: listScreen } = screens;
  const nameOf = (row: object) => (row as Record<string, unknown>)[nameField];
  const sidebarLink = SIDEBAR_LINKS.find(({ to }) => to === listScreen.path)!.label;

  // It only reads: on the untouched demo data, which no other test changes.
  test.describe(() => {
    test.use({ data: 'untouched' });
    test(`the sidebar's '${sidebarLink}' opens ${listScreen.path}: the spec columns, the rows the API answered, Active/Inactive badges`, async ({
      loggedIn: page,
    }) => {
      const list = pages.list(page);
      const rows = await list.openFromSidebar();

      await expect(list.rows).toHaveCount(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(checks.atLeast);
      for (const [i, row] of rows.entries()) {
        const shown = list.rows.nth(i);
        const cells = Object.entries(checks.cellsOf(row)) as Array<[Column | SharedColumn, string]>;
        for (const [column, text] of cells) await expect(list.cell(shown, column), column).toHaveText(text);
        const link = list.cell(shown, nameColumn).getByRole('link');
        await expect(link).toHaveText(String(nameOf(row)));
        await expect(link).toHaveAttribute('href', screens.detailsPath(row.id));
      }
      // The demo data has an inactive one among active ones.
      await expect(
        list
          .cells('Status')
          .filter({ hasText: /^Inactive$/ })
          .first(),
      ).toBeVisible();
      await expect(
        list
          .cells('Status')
          .filter({ hasText: /^Active$/ })
          .first(),
      ).toBeVisible();
    });
  });

  listStateTests(test, {
    ...screens.list,
    open: pages.list,
    pager: { perPage: 5, keyCells: (list) => list.cells('ID'), key: (row: Row) => row.id },
    add: { label: screens.list.addLabel, path: screens.add.path, heading: (page) => pages.add(page).heading },
  });

  test('search, the Status filter and a column header narrow and order the list on the server', async ({ loggedIn: page }) => {
    const tag = uniqueName('Filter');
    const names = [`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`];
    const api = pages.api(page.request);
    for (const [i, name] of names.entries()) await api.create(screens.newRecord(`filter${i}`, { name, isActive: i !== 1 }));
    const list = pages.list(page);
    await list.goto();
    await expect(list.rows.first()).toBeVisible();
    const shows = async (rows: Row[], expected: string[]) => {
      expect(rows.map(nameOf)).toEqual(expected);
      await expect(list.cells(nameColumn)).toHaveText(expected);
    };

    await shows(await list.searchFor(tag), names);
    await shows(
      await list.reloadsAfter(
        () => list.filterStatus('Inactive'),
        ({ filter }) => filter.isActive === false,
      ),
      [names[1]],
    );
    await shows(
      await list.reloadsAfter(
        () => list.filterStatus('Active'),
        ({ filter }) => filter.isActive === true,
      ),
      [names[0], names[2]],
    );
    const descending = ({ sort }: { sort: string[] }) => sort[0] === nameField && sort[1] === 'DESC';
    await shows(await list.reloadsAfter(() => list.sortButton(nameColumn).click(), descending), [names[2], names[0]]);
    await shows(
      await list.reloadsAfter(
        () => list.filterStatus('Any'),
        ({ filter }) => !('isActive' in filter),
      ),
      [...names].reverse(),
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`each ${noun.toLowerCase()} is a card with every column, and nothing scrolls sideways`, async ({ loggedIn: page }) => {
      const created = await pages.api(page.request).create(screens.newRecord('Phone', { isActive: false }));
      const list = pages.list(page);
      await list.goto();
      await list.searchFor(created.name);

      const card = list.card(created.name);
      await expect(card).toBeVisible();
      await expect(card).toContainText('Inactive');
      for (const [field, label] of Object.entries(screens.cardLabels)) {
        await expect(card).toContainText(`${label}:${created[field as keyof typeof screens.cardLabels]}`);
      }
      await expect(list.table).toHaveCount(0);
      expect(await list.scrollsSideways()).toBe(false);
    });
  });
}
