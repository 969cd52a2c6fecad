import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A content block as the API answers it (spec §3 'Property content item'). */
export interface ContentItem {
  id: number;
  propertyId: number;
  contentHeader: string;
  contentBody: string;
  contentWidth: 1 | 2;
  displayOrder: number;
}

export type NewBlock = Pick<ContentItem, 'contentHeader'> & Partial<Pick<ContentItem, 'contentBody' | 'contentWidth'>>;

const API = '/api/property-content-items';

/** The list request of one property (not a write, which shares the path's start). */
export const isContentList = (url: URL) => url.pathname === API;
export const isReorder = (url: URL) => url.pathname === `${API}/re-order`;

/**
 * A property's blocks through the API (a logged-in page's `request`), to set up each test's
 * own starting point and to check what the screen saved.
 */
export function contentApi(request: APIRequestContext) {
  const list = async (propertyId: number): Promise<ContentItem[]> => {
    const res = await request.get(`${API}?propertyId=${propertyId}`);
    expect(res.status()).toBe(200);
    return res.json();
  };
  return {
    list,
    headers: async (propertyId: number) => (await list(propertyId)).map((item) => item.contentHeader),

    /** Replaces the property's blocks with `blocks`, in that order. */
    async reset(propertyId: number, blocks: NewBlock[]): Promise<ContentItem[]> {
      for (const item of await list(propertyId)) expect((await request.delete(`${API}/${item.id}`)).status()).toBe(200);
      const created: ContentItem[] = [];
      for (const [index, block] of blocks.entries()) {
        const res = await request.post(API, {
          data: { propertyId, contentBody: `<p>About ${block.contentHeader}</p>`, contentWidth: 1, displayOrder: index + 1, ...block },
        });
        expect(res.status()).toBe(201);
        created.push(await res.json());
      }
      return created;
    },
  };
}

/**
 * '/properties/{id}/information': the property's content blocks (accordions in display order,
 * each with a drag handle, its title, an expand arrow and a delete icon), the delete
 * confirmation, and the 'Add New Information Block' form.
 */
export function informationTabPage(page: Page, propertyId: number) {
  const list = page.getByRole('list', { name: 'Content blocks' });
  // Only the blocks: a body's own HTML lists are list items too.
  const blocks = list.locator(':scope > [role="listitem"]');
  const block = (header: string) => list.getByRole('listitem', { name: header, exact: true });
  const addForm = page.getByRole('region', { name: 'Add New Information Block' });
  const loadError = page.getByRole('alert').filter({ hasText: 'Failed to load content items' });
  const dialog = page.getByRole('dialog');
  const handle = (header: string) => block(header).getByRole('button', { name: `Drag to re-order "${header}"`, exact: true });

  return {
    path: `/properties/${propertyId}/information`,
    list,
    blocks,
    block,
    handle,
    summary: (header: string) => block(header).getByRole('button', { name: header, exact: true }),
    /** The opened block's body, as rendered HTML. */
    body: (header: string) => block(header).locator('[data-content-body]'),
    deleteButton: (header: string) => block(header).getByRole('button', { name: 'Delete content item', exact: true }),
    editor: (header: string) => ({
      header: block(header).getByRole('textbox', { name: 'Header', exact: true }),
      content: block(header).getByRole('textbox', { name: 'Content', exact: true }),
      width: (label: 'Half Width' | 'Full Width') => block(header).getByRole('radio', { name: label }),
      update: block(header).getByRole('button', { name: 'Update', exact: true }),
    }),
    dialog,
    confirmButton: dialog.getByRole('button', { name: 'Confirm' }),
    cancelButton: dialog.getByRole('button', { name: 'Cancel' }),
    addForm,
    add: {
      header: addForm.getByRole('textbox', { name: 'Content Header', exact: true }),
      body: addForm.getByRole('textbox', { name: 'Content Body', exact: true }),
      width: (label: 'Half Width' | 'Full Width') => addForm.getByRole('radio', { name: label }),
      submit: addForm.getByRole('button', { name: 'Add Content', exact: true }),
    },
    empty: page.getByText('No content items found for this property.', { exact: true }),
    loadError,
    retryButton: loadError.getByRole('button', { name: 'Retry', exact: true }),
    /** A react-admin notification with exactly this text. */
    notice: (text: string) => page.getByText(text, { exact: true }),

    async goto() {
      await page.goto(`/properties/${propertyId}/information`);
    },

    /** The block titles as the screen shows them, in order. */
    async expectHeaders(headers: string[]) {
      await expect.poll(() => blocks.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual(headers);
    },

    async open(header: string) {
      await this.summary(header).click();
      await expect(this.summary(header)).toHaveAttribute('aria-expanded', 'true');
    },

    /**
     * Drags one block by its handle with the mouse and drops it where `target` is. Once a drag
     * starts the blocks show as one column of headers, so the target is measured only then.
     */
    async dragWithMouse(header: string, target: string) {
      const start = (await handle(header).boundingBox())!;
      const x = start.x + start.width / 2;
      let y = start.y + start.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      // Past the library's 5 px threshold: the drag starts and the layout becomes one column.
      y += 8;
      await page.mouse.move(x, y, { steps: 4 });
      await expect(list).not.toHaveCSS('display', 'grid');
      const dragged = (await block(header).boundingBox())!;
      const goal = (await block(target).boundingBox())!;
      // Just past the target's middle, in the direction of travel, so the library settles there.
      const down = goal.y > dragged.y;
      const distance = goal.y + goal.height / 2 - (dragged.y + dragged.height / 2) + (down ? 6 : -6);
      await page.mouse.move(x, y + distance, { steps: 20 });
      await page.mouse.up();
    },

    /** Drags one block with the keyboard: focus its handle, space, arrows, space. */
    async dragWithKeyboard(header: string, moves: number) {
      await handle(header).focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < Math.abs(moves); i++) await page.keyboard.press(moves > 0 ? 'ArrowDown' : 'ArrowUp');
      await page.keyboard.press('Space');
    },
  };
}
