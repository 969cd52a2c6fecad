import { expect, test } from './fixtures';
import { snap } from './helpers/screens';
import { demoNames, previewWithAnError, propertyImportDialog, writeImportFile } from './pages/propertyImportDialog';
import { propertyListPage } from './pages/propertyListPage';

// Issue 33 item 6, 'Property import', on the worker's own copy of the demo data: the new
// properties stay (no other test counts this worker's properties exactly).

test('a file with a bad cell is previewed with the error and cannot be created; the corrected one creates its properties', async ({
  loggedIn: page,
}) => {
  const list = propertyListPage(page);
  await list.open();
  const importing = propertyImportDialog(page);
  await importing.open();
  const names = await demoNames(page);

  const bad = await writeImportFile(test.info().outputPath('bad.csv'), names, [
    { title: 'Dock Road Stores', category: 'Retail' },
    { title: 'Dock Road Yard', category: 'Spaceport' },
  ]);
  await importing.file.setInputFiles(bad);
  await expect(importing.summary).toHaveText('1 row ready, 1 with errors');
  const badCell = importing.preview.getByRole('row').nth(2).locator('[data-error]');
  await expect(badCell).toHaveText("Spaceportunknown category 'Spaceport'");
  await expect(importing.errors.getByRole('listitem')).toHaveText(["Row 3, Category: unknown category 'Spaceport'"]);
  await expect(importing.createButton).toHaveText('Create 2 properties');
  await expect(importing.createButton).toBeDisabled();
  await snap(test, page, `properties-import-errors-${page.viewportSize()?.width}`);

  const fixed = await writeImportFile(test.info().outputPath('fixed.csv'), names, [
    { title: 'Dock Road Stores', category: 'Retail' },
    { title: 'Dock Road Yard', category: 'industrial' },
  ]);
  await importing.file.setInputFiles(fixed);
  await expect(importing.summary).toHaveText('2 rows ready, 0 with errors');
  await expect(importing.preview.getByRole('row').nth(2)).toContainText('Industrial');
  await importing.createButton.click();
  await expect(page.getByText('Created 2 properties', { exact: true })).toBeVisible();
  await expect(importing.dialog).toBeHidden();

  await list.search.fill('Dock Road');
  await expect(page.getByText('Dock Road Stores', { exact: true })).toBeVisible();
  await expect(page.getByText('Dock Road Yard', { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every error is listed above the preview and leads to its cell, which lies beyond the screen sideways', async ({
    loggedIn: page,
  }) => {
    await propertyListPage(page).open();
    await previewWithAnError(page);
    const importing = propertyImportDialog(page);
    const badCell = importing.preview.getByRole('row').nth(2).locator('[data-error]');
    await expect(badCell).not.toBeInViewport();
    const error = importing.errors.getByRole('button', { name: "Row 3, Category: unknown category 'Spaceport'", exact: true });
    await expect(error).toBeInViewport();
    await snap(test, page, 'properties-import-errors-390');

    await error.click();
    await expect(badCell).toBeFocused();
    await expect(badCell).toBeInViewport();
    await snap(test, page, 'properties-import-error-followed-390');
  });
});

test('support staff see no Import button', async ({ asSupport: page }) => {
  await propertyListPage(page).open();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
  await expect(propertyImportDialog(page).openButton).toHaveCount(0);
});
