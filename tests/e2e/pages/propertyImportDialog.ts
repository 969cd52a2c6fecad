import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const IMPORT_HEADER =
  'ID,Ref,Property Name,Teaser,Introduction,Category,Status,Address Line 1,Address Line 2,Address Line 3,Suburb,Nearest Town,' +
  'Province,Country,Agency,Agent,Seller,Published,Discrete List,Carousel Featured,Public Listing,Placeholder';

/** The first demo property's agent and seller, as the export writes them: what an import file names. */
export async function demoNames(page: Page) {
  const res = await page.request.get(
    `/api/properties/admin?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,0]')}`,
  );
  const [row] = (await res.json()) as { agent: { emailAddress: string }; sellerCompanyName: string }[];
  return { agent: row.agent.emailAddress, seller: row.sellerCompanyName };
}

/** Writes a property file to `path`: the export's header, then one line per title (category as given). */
export async function writeImportFile(path: string, names: { agent: string; seller: string }, rows: { title: string; category: string }[]) {
  const lines = rows.map(
    ({ title, category }) =>
      `,,${title},A teaser,An introduction,${category},For Sale,1 Dock Road,,,Foreshore,,Western Cape,South Africa,,${names.agent},"${names.seller}",No,No,No,No,No`,
  );
  await writeFile(path, [IMPORT_HEADER, ...lines].join('\r\n'));
  return path;
}

/** Manage Properties' Import dialog. */
export function propertyImportDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Import properties', exact: true });
  return {
    dialog,
    openButton: page.getByRole('button', { name: 'Import', exact: true }),
    file: dialog.getByLabel('Choose a file', { exact: true }),
    summary: dialog.getByRole('status'),
    preview: dialog.getByRole('table'),
    /** Every cell in error, listed above the preview, each leading to its cell. */
    errors: dialog.getByRole('list', { name: /^Errors in / }),
    createButton: dialog.getByRole('button', { name: /^Create \d+ propert/ }),
    async open() {
      await this.openButton.click();
      await dialog.waitFor();
    },
  };
}

/** The dialog open on a preview with one cell in error: the state the accessibility check looks at. */
export async function previewWithAnError(page: Page) {
  const importing = propertyImportDialog(page);
  await importing.open();
  const file = join(tmpdir(), `import-preview-${process.pid}-${Date.now()}.csv`);
  await writeImportFile(file, await demoNames(page), [
    { title: 'Dock Road Stores', category: 'Retail' },
    { title: 'Dock Road Yard', category: 'Spaceport' },
  ]);
  await importing.file.setInputFiles(file);
  await importing.preview.waitFor();
  await rm(file);
}
