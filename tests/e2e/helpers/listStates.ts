import type { Locator, Page } from '@playwright/test';
import { selectOption } from './selectOption';
import { expect, type test as fixturesTest } from '../fixtures';
import { listAnswerAfter, type IsList, type ListParams } from './listRequests';
import { apiFailure, holdRequests } from './network';
import { snap } from './screens';

/** What the shared tests need of a list screen's page object (pages/listPage.ts gives it all). */
export interface ListStates {
  isList: IsList;
  goto(): Promise<void>;
  table: Locator;
  rows: Locator;
  loading?: Locator;
  loadError: Locator;
  retryButton: Locator;
  /** react-admin's '1-25 of 40' (the landing order has none). */
  pager?: Locator;
  addButton?: Locator;
}

/** A react-admin list, paged on the server, with cards on a narrow screen (pages/listPage.ts). */
interface AdminList extends ListStates {
  pager: Locator;
  nextPage: Locator;
  rowsPerPage: Locator;
  cards: Locator;
  exportButton: Locator;
  expectLoaded(): Promise<void>;
  scrollsSideways(): Promise<boolean>;
  answerAfter(action: () => Promise<unknown>, matches?: (params: ListParams) => boolean): Promise<{ rows: unknown[]; total: number }>;
}

interface PagerCheck<L, Row> {
  /** react-admin's page size: 25, or 5 picked in 'Rows per page' where the demo data is short. */
  perPage?: 25 | 5;
  /** The cells that show each row's key, and that key in a row of the API's answer. */
  keyCells: (list: L) => Locator;
  key: (row: Row) => string | number;
  /** What else a screen knows of its second page. */
  expectSecond?: (rows: Row[]) => void;
}

export interface ListStateScreen<L extends ListStates, Row> {
  open: (page: Page) => L;
  /** The spec's texts, which the tests' titles name. */
  loading?: string;
  loadError: string;
  /** More a screen shows while its load has failed. */
  whileFailed?: (list: L) => Promise<void>;
  pager?: L extends AdminList ? PagerCheck<L, Row> : never;
  /** The toolbar's Add button (the list's `addButton`) and the form it opens. */
  add?: { label: string; path: string; heading: (page: Page) => Locator };
  /** A phone's window, where rows are cards, and what a card shows (every screen's fit at each width: screenshots.spec.ts). */
  fits?: L extends AdminList ? FitCheck<L> : never;
}

interface FitCheck<L> {
  narrow: number;
  cards: (list: L) => Promise<void>;
  /** A name for its screenshot under tmp/screens/. */
  snap?: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Declares the tests every list screen shares: its loading text while the list request is
 * held, a failed load and 'Try Again', and, as the screen has them, the pager, the Add button
 * and the cards on a phone. They only read, on the untouched demo data, so what another test
 * wrote never moves a row between the pages they compare.
 */
export function listStateTests<L extends ListStates, Row>(test: typeof fixturesTest, screen: ListStateScreen<L, Row>) {
  test.describe(() => {
    test.use({ data: 'untouched' });
    declareListStateTests(test, screen);
  });
}

function declareListStateTests<L extends ListStates, Row>(test: typeof fixturesTest, screen: ListStateScreen<L, Row>) {
  const { open, loading, loadError } = screen;

  if (loading) {
    test(`'${loading}' shows while the list loads`, async ({ loggedIn: page }) => {
      const list = open(page);
      const held = await holdRequests(page, list.isList);
      await list.goto();

      await expect(list.loading!).toBeVisible();
      await expect(list.rows).toHaveCount(0);

      const { rows } = await listAnswerAfter(page, list.isList, async () => held.release());
      expect(rows.length).toBeGreaterThan(0);
      await expect(list.rows).toHaveCount(rows.length);
      await expect(list.loading!).toHaveCount(0);
    });
  }

  test(`a failed load reads '${loadError}' and Try Again recovers`, async ({ loggedIn: page }) => {
    const list = open(page);
    await page.route(list.isList, (route) => route.fulfill(apiFailure(500, 'Boom')));
    await list.goto();

    await expect(list.loadError).toBeVisible();
    await expect(list.loadError).toHaveText(new RegExp(`^${escaped(loadError)}`));
    await expect(page.getByText('Boom')).toHaveCount(0);
    await expect(list.table).toHaveCount(0);
    if (list.pager) await expect(list.pager).toHaveCount(0);
    await screen.whileFailed?.(list);

    await page.unroute(list.isList);
    const { rows } = await listAnswerAfter(page, list.isList, () => list.retryButton.click());
    await expect(list.rows).toHaveCount(rows.length);
    await expect(list.loadError).toHaveCount(0);
  });

  if (screen.pager) {
    const { perPage = 25, keyCells, key, expectSecond } = screen.pager as PagerCheck<L & AdminList, Row>;
    test(`the pager pages on the server, ${perPage} a page`, async ({ loggedIn: page }) => {
      const list = open(page) as L & AdminList;
      let first = await list.answerAfter(() => list.goto());
      if (perPage !== 25) {
        first = await list.answerAfter(
          () => selectOption(page, list.rowsPerPage, String(perPage)),
          ({ range }) => range[0] === 0 && range[1] === perPage - 1,
        );
      }
      expect(first.rows).toHaveLength(perPage);
      await expect(list.rows).toHaveCount(perPage);

      const second = await list.answerAfter(
        () => list.nextPage.click(),
        ({ range }) => range[0] === perPage && range[1] === 2 * perPage - 1,
      );
      const rows = second.rows as Row[];
      expect(rows.length).toBe(Math.min(perPage, second.total - perPage));
      await expect(list.pager).toHaveText(`${perPage + 1}-${perPage + rows.length} of ${second.total}`);
      await expect(keyCells(list)).toHaveText(rows.map((row) => String(key(row))));
      const firstKeys = (first.rows as Row[]).map(key);
      expect(rows.map(key).filter((k) => firstKeys.includes(k))).toEqual([]);
      expectSecond?.(rows);
    });
  }

  if (screen.add) {
    const { label, path, heading } = screen.add;
    test(`'${label}' opens the create form at ${path}`, async ({ loggedIn: page }) => {
      const list = open(page);
      await list.goto();
      await expect(list.rows.first()).toBeVisible();
      await list.addButton!.click();
      await expect(page).toHaveURL(path);
      await expect(heading(page)).toBeVisible();
    });
  }

  if (screen.fits) {
    const { narrow, cards, snap: shot } = screen.fits as FitCheck<L & AdminList>;
    test(`in a ${narrow} px window each row is a card with its values labelled`, async ({ loggedIn: page }) => {
      await page.setViewportSize({ width: narrow, height: 800 });
      const list = open(page) as L & AdminList;
      await list.goto();
      await list.expectLoaded();

      await expect(list.cards).toHaveCount(25);
      await cards(list);
      await expect(list.exportButton).toBeInViewport();
      if (shot) await snap(test, page, `${shot}-${narrow}`);
    });
  }
}
