import { selectOption } from '../helpers/selectOption';
import { expect, type Locator, type Page } from '@playwright/test';

/** The dropdowns of the property forms (spec §2 'Add New Property' and 'Headers tab'). */
export type PropertySelect = 'Category' | 'Status' | 'Seller' | 'Province' | 'Country' | 'Agency' | 'Agent';

/**
 * The inputs shared by the Add New Property form and the Headers tab, found by their labels.
 * A dropdown is a combobox named by its label and then its value ('Agency Summit Commercial');
 * while its list loads it is a disabled text box reading 'Loading ...'.
 */
export function propertyFormFields(page: Page) {
  const startsWith = (label: string) => new RegExp(`^${label}\\b`);
  const select = (label: PropertySelect) => page.getByRole('combobox', { name: startsWith(label) });
  const loadingSelect = (label: PropertySelect) => page.getByRole('textbox', { name: label, exact: true });

  return {
    text: (label: string) => page.getByRole('textbox', { name: label, exact: true }),
    select,
    loadingSelect,
    /** The message under an input (its helper text or error). */
    helperOf: (input: Locator) =>
      input.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]').locator('.MuiFormHelperText-root'),
    /** The value a dropdown shows ('' when none). */
    async selected(label: PropertySelect) {
      return ((await select(label).textContent()) ?? '').replace(/\u200b/g, '').trim();
    },
    /** The options a dropdown offers, read by opening it (closed again afterwards). */
    async options(label: PropertySelect) {
      await select(label).click();
      const listbox = page.getByRole('listbox');
      await expect(listbox.getByRole('option').first()).toBeVisible();
      const names = (await listbox.getByRole('option').allTextContents()).map((name) => name.trim());
      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
      return names;
    },
    choose: (label: PropertySelect, option: string) => selectOption(page, select(label), option),
  };
}
