import { expect, type Page } from '@playwright/test';
import { dragRowWithMouse } from '../helpers/mouseDrag';

/** Spec §2 'Re-order Landing Page': the table's columns, in order (the first is the drag handle). */
export const LANDING_COLUMNS = [
  '',
  'Display Order',
  'Ref',
  'Property Name',
  'Category',
  'Status',
  'Published',
  'Discrete List',
  'Carousel Featured',
] as const;
type Column = (typeof LANDING_COLUMNS)[number];

const PATH = '/reorder-landing-page';
const LANDING_API = '/api/properties';
export const REORDER_API = '/api/properties/re-order-landing-page';

/** The landing-order list request (`GET /api/properties?isfeatured=false`). */
export const isLandingList = (url: URL) => url.pathname === LANDING_API && url.searchParams.get('isfeatured') === 'false';

/** Spec §2 and §8: the load states' texts, the property list's own. */
export const LANDING_LIST = { loading: 'Loading properties...', loadError: 'Failed to load properties' };

/**
 * '/reorder-landing-page': every property in landing order, each row dragged by its handle
 * with the mouse or the keyboard.
 */
export function landingOrderPage(page: Page) {
  const table = page.getByRole('table', { name: 'Re-order Landing Page' });
  const rows = table.locator('tbody tr[data-property-id]');
  const row = (id: number) => table.locator(`tbody tr[data-property-id="${id}"]`);
  const handle = (id: number) => row(id).getByRole('button', { name: /^Move / });
  const loadError = page.getByRole('alert').filter({ hasText: LANDING_LIST.loadError });

  return {
    path: PATH,
    isList: isLandingList,
    heading: page.getByRole('heading', { name: 'Re-order Landing Page', exact: true }),
    table,
    headers: table.getByRole('columnheader'),
    rows,
    row,
    handle,
    cell: (id: number, column: Column) => row(id).locator('td').nth(LANDING_COLUMNS.indexOf(column)),
    loading: page.getByRole('status').getByText(LANDING_LIST.loading, { exact: true }),
    loadError,
    retryButton: loadError.getByRole('button', { name: 'Try Again', exact: true }),
    failureNotice: page.getByText('Failed to reorder property. Please try again.', { exact: true }),

    async goto() {
      await page.goto(PATH);
    },

    async expectLoaded() {
      await expect(rows.first()).toBeVisible();
    },

    /** The property ids in the order the table shows them. */
    ids: () => rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-property-id')))),

    /** Drags a row with the mouse so that it lands just after (`'after'`) or before another row. */
    drag: (id: number, target: number, where: 'after' | 'before') =>
      dragRowWithMouse(page, { handle: handle(id), row: row(id), target: row(target), where }),

    /** Keyboard dragging: focus the handle, Space to lift, arrows to move, Space to drop. */
    async moveWithKeys(id: number, key: 'ArrowUp' | 'ArrowDown', times: number) {
      await handle(id).focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
      await page.keyboard.press('Space');
    },

    /** The landing order as the API holds it (GET /api/properties?isfeatured=false). */
    async apiIds(): Promise<number[]> {
      const res = await page.request.get(`${LANDING_API}?isfeatured=false`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as Array<{ id: number }>).map((property) => property.id);
    },
  };
}
