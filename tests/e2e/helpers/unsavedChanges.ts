import { expect, type Locator, type Page } from '@playwright/test';
import { shell } from '../pages/shell';

/**
 * Spec: leaving a form with unsaved changes asks first. Types into `input`, follows a sidebar
 * link, dismisses the confirmation that must come, and checks the form stayed at `stay` with
 * the typing.
 */
export async function expectLeavingAsks(page: Page, input: Locator, { link, stay }: { link: string; stay: string | RegExp }) {
  await input.fill('Half-typed');
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    await dialog.dismiss();
    return dialog.type();
  });
  await shell(page).sidebarLink(link).click();
  expect(await asked).toBe('confirm');
  await expect(page).toHaveURL(stay);
  await expect(input).toHaveValue('Half-typed');
}
