import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { propertyDetailsPage } from './pages/propertyDetailsPage';

/** The search across everything (issue 32): Ctrl+K or the top bar's box, hits grouped by kind. */
const searchDialog = (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Search everything', exact: true });
  return {
    dialog,
    box: dialog.getByRole('combobox', { name: 'Search everything', exact: true }),
    group: (label: string) => dialog.getByRole('group', { name: label, exact: true }),
    option: (title: string) => dialog.getByRole('option', { name: new RegExp(`^${title}`) }),
    status: dialog.getByRole('status'),
    /** Ctrl+K, once the app (and its top bar) is there to hear it. */
    async openWithKeys() {
      await expect(page.getByRole('button', { name: 'Search Ctrl K', exact: true })).toBeVisible();
      await page.keyboard.press('Control+k');
      await expect(this.box).toBeFocused();
    },
  };
};

test.describe('search across everything', () => {
  test('Ctrl+K finds a property by a word of its suburb; the arrow keys choose, Enter opens it', async ({ loggedIn: page }) => {
    await page.goto('/activity-log');
    await expect(page.getByRole('table')).toBeVisible();
    const search = searchDialog(page);

    await search.openWithKeys();
    await search.box.fill('w');
    await expect(search.status).toHaveText('Type at least 2 characters');

    // 'Westville' is the suburb; the hits show each property's reference and suburb.
    await search.box.fill('WESTV');
    const properties = search.group('Properties');
    await expect(properties.getByRole('option').first()).toBeVisible();
    await expect(search.option('Westville Business Centre')).toContainText('PR-1001 · Westville');
    await expect(properties.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');

    // Down until the Business Centre is the active option, then Enter.
    for (let i = 0; i < 5 && (await search.option('Westville Business Centre').getAttribute('aria-selected')) !== 'true'; i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(search.box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/properties/1');
    await expect(search.dialog).toBeHidden();
    await expect(propertyDetailsPage(page, 1).heading).toHaveText('Westville Business Centre');
  });

  test("the top bar's box finds people without their accents and data room files by name; Escape closes", async ({ loggedIn: page }) => {
    await page.goto('/');
    const search = searchDialog(page);
    await page.getByRole('button', { name: 'Search Ctrl K' }).click();
    await search.box.fill('andre du toit');
    await expect(search.group('Users').getByRole('option', { name: /^André du Toit/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();

    const [file] = (await (await page.request.get('/api/search?q=lease&limit=1')).json()).hits.filter(
      (hit: { kind: string }) => hit.kind === 'files',
    );
    expect(file, 'the demo data rooms hold leases').toBeTruthy();
    await search.openWithKeys();
    await search.box.fill(file.title);
    await search.group('Data room files').getByRole('option').first().click();
    await expect(page).toHaveURL(`/properties/${file.propertyId}/manage-datarooms`);
  });

  test('nothing found says so', async ({ loggedIn: page }) => {
    await page.goto('/');
    const search = searchDialog(page);
    await search.openWithKeys();
    await search.box.fill('zzqqxx');
    await expect(search.status).toHaveText("Nothing matches 'zzqqxx'");
    await expect(search.dialog.getByRole('option')).toHaveCount(0);
  });
});
