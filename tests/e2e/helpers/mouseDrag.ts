import type { Locator, Page } from '@playwright/test';

/** The centre of an element on the screen. */
async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags a table row by its handle with the mouse (@hello-pangea/dnd) so that it lands just
 * after or before `target`: the row's centre is carried a little past the target's centre,
 * where the library swaps them.
 */
export async function dragRowWithMouse(
  page: Page,
  { handle, row, target, where }: { handle: Locator; row: Locator; target: Locator; where: 'after' | 'before' },
) {
  // The mouse reaches only what is on the screen (a reload may also have restored a scroll).
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await centre(handle);
  const dragged = await centre(row);
  const to = await centre(target);
  const nudge = where === 'after' ? 8 : -8;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // The library starts a drag only after the pointer has moved a few pixels.
  await page.mouse.move(from.x, from.y + (to.y > from.y ? 10 : -10), { steps: 3 });
  await page.mouse.move(from.x, from.y + (to.y - dragged.y) + nudge, { steps: 20 });
  await page.mouse.up();
}
