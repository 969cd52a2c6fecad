import { expect, type Page } from '@playwright/test';
import { selectOption } from '../helpers/selectOption';
import { dragRowWithKeyboard } from '../helpers/keyboardDrag';
import { dragRowWithMouse } from '../helpers/mouseDrag';
import { leaveDialog } from './leaveDialog';

/**
 * '/properties/{id}/media': the media table, its Publish switches, Delete buttons and drag
 * handles, the two upload forms, and the dialogs that ask before a delete and before leaving
 * mid-upload.
 */
export function mediaTabPage(page: Page, propertyId: number) {
  const table = page.getByRole('table', { name: 'Media items' });
  const row = (id: number) => table.locator(`tr[data-media-item-id="${id}"]`);
  const handle = (id: number) => page.getByLabel(`Move Gallery image ${id}`, { exact: true });
  const images = page.getByRole('region', { name: 'Image Upload' });
  const video = page.getByRole('region', { name: 'Video Upload' });
  return {
    table,
    row,
    handle,
    /** A row's cell texts by column header, e.g. `{ Title: 'Video', 'Display Order': '100' }`. */
    cells: async (id: number): Promise<Record<string, string>> => {
      const headers = await table.locator('thead th').allInnerTexts();
      const cells = await row(id).locator('td').allInnerTexts();
      return Object.fromEntries(headers.map((header, i) => [header.trim(), cells[i]?.trim()]));
    },
    publish: (id: number) => page.getByRole('switch', { name: `Publish media item ${id}` }),
    remove: (id: number) => page.getByRole('button', { name: `Delete media item ${id}`, exact: true }),
    /** What Delete asks first: the item and its file cannot be brought back. */
    confirmRemove: (id: number) => {
      const dialog = page.getByRole('dialog', { name: `Delete media item ${id}?`, exact: true });
      return { dialog, ok: dialog.getByRole('button', { name: 'Delete', exact: true }) };
    },
    /** The ids of the table's rows, top to bottom. */
    shownIds: async () =>
      await table
        .locator('tbody tr[data-media-item-id]')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-media-item-id')))),
    notice: (text: string) => page.getByText(text, { exact: true }),
    images: {
      region: images,
      choose: (files: Array<{ name: string; mimeType: string; buffer: Buffer }>) => images.getByLabel('Choose Images').setInputFiles(files),
      purpose: (option: string) => selectOption(page, images.getByRole('combobox', { name: 'Purpose' }), option),
      upload: images.getByRole('button', { name: 'Upload Images' }),
    },
    video: {
      region: video,
      choose: (file: { name: string; mimeType: string; buffer: Buffer }) => video.getByLabel('Video file').setInputFiles(file),
      upload: video.getByRole('button', { name: 'Upload Video' }),
      progress: video.getByRole('progressbar', { name: 'Video upload progress' }),
      cancel: video.getByRole('button', { name: 'Cancel' }),
    },
    leaveDialog: leaveDialog(page),
    async goto() {
      await page.goto(`/properties/${propertyId}/media`);
      await expect(table).toBeVisible();
    },
    /** Drags a Gallery row with the mouse so that it lands just after or before another Gallery row. */
    dragWithMouse: (id: number, target: number, where: 'after' | 'before') =>
      dragRowWithMouse(page, { handle: handle(id), row: row(id), target: row(target), where }),
    /** Drags a Gallery row with the keyboard: focus its handle, Space, arrows (negative: up), Space. */
    dragWithKeyboard: (id: number, moves: number) => dragRowWithKeyboard(page, handle(id), moves),
  };
}
