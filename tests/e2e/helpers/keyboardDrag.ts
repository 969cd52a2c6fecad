import type { Locator, Page } from '@playwright/test';

/**
 * Drags a row the way a keyboard user does (@hello-pangea/dnd): focus its handle, Space to
 * lift, an arrow key a place (`moves` negative: up), Space to drop.
 */
export async function dragRowWithKeyboard(page: Page, handle: Locator, moves: number) {
  await handle.focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < Math.abs(moves); i++) await page.keyboard.press(moves > 0 ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press('Space');
}
