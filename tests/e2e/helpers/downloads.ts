import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks an Export button and returns the lines of the CSV it downloads, after checking the
 * file's name. The byte-order mark Excel wants in front is dropped.
 */
export async function downloadCsv(page: Page, exportButton: Locator, filename: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(filename);
  return (await readFile(await file.path(), 'utf8'))
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
}
