import { expect, type Dialog, type Locator, type Page } from '@playwright/test';
import { leaveDialog } from '../pages/leaveDialog';
import { shell } from '../pages/shell';

/**
 * Spec: leaving a form with unsaved changes asks first. Types into `input`, follows a sidebar
 * link, answers 'Stay' in the app's dialog that must come (never the browser's own confirm,
 * DESIGN.md), and checks the form stayed at `stay` with the typing.
 */
export async function expectLeavingAsks(page: Page, input: Locator, { link, stay }: { link: string; stay: string | RegExp }) {
  await input.fill('Half-typed');
  const browserDialogs: string[] = [];
  const record = (dialog: Dialog) => {
    browserDialogs.push(dialog.type());
    void dialog.dismiss();
  };
  page.on('dialog', record);
  await shell(page).sidebarLink(link).click();
  const asking = leaveDialog(page);
  await expect(asking.dialog).toContainText("Some of your changes weren't saved. Are you sure you want to ignore them?");
  await asking.stay.click();
  await expect(asking.dialog).toBeHidden();
  await expect(page).toHaveURL(stay);
  await expect(input).toHaveValue('Half-typed');
  page.off('dialog', record);
  expect(browserDialogs, "the browser's own dialogs").toEqual([]);
}
