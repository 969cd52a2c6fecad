import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in an MUI Select as a user does: opens its menu, waits until the menu has
 * grown into place, clicks the option and sees the menu close. Clicked while the menu was still
 * growing (its Grow transition scales and fades it in), the click once missed every option under
 * load: the menu stayed open and the value unchanged (property-headers.spec.ts, 2026-11-27).
 */
export async function selectOption(page: Page, select: Locator, option: string) {
  await select.click();
  const listbox = page.getByRole('listbox');
  // The menu's paper, the list's parent, ends its transition at full opacity and no transform.
  const paper = listbox.locator('xpath=..');
  await expect(paper).toHaveCSS('opacity', '1');
  await expect(paper).toHaveCSS('transform', 'none');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}
