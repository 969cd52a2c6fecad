import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { smallPdf } from '../../server/demo/small-pdf';
import { expect, test } from './fixtures';
import { PROPERTY } from './pages/appScreens';
import { manageDataRoomsTab } from './pages/dataRoomPages';

// Issue 33 'Folder upload into the data room': a folder chosen for a round; each file shown
// under the heading its folder or name starts with, unmatched and refused files listed as such,
// nothing sent until the admin confirms; then the matched files upload under their headings.

type Item = { id: number; parentId: number | null; itemType: string; displayName: string };

test('a folder is previewed heading by heading, then only its matched files upload', async ({ loggedIn: page }) => {
  const manage = manageDataRoomsTab(page, PROPERTY);
  const stamp = Date.now();
  const names = { memo: `memo-${stamp}.pdf`, photos: `1.2 photos-${stamp}.pdf`, notes: `notes-${stamp}.pdf`, tool: `setup-${stamp}.exe` };
  // A folder as a seller sends it: a numbered folder, a numbered file name, a stray file and a program.
  const root = path.join(test.info().outputPath('folder'), 'Seller documents');
  const files: Array<[string, Buffer]> = [
    [path.join('1.1 Information memorandum', names.memo), smallPdf('Memorandum')],
    [names.photos, smallPdf('Photographs')],
    [path.join('Misc', names.notes), smallPdf('Notes')],
    [path.join('Misc', names.tool), Buffer.from('MZ\x90\x00 not really a program')],
  ];
  for (const [relative, bytes] of files) {
    await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
    await writeFile(path.join(root, relative), bytes);
  }
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/property-data-room') uploads.push(request.url());
  });

  await manage.goto();
  await page.getByRole('button', { name: 'Upload a folder', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload a folder to Round 1 - Virtual Data Room', exact: true });
  await dialog.getByLabel('Choose a folder', { exact: true }).setInputFiles(root);

  const preview = dialog.getByRole('table', { name: 'Where each file goes', exact: true });
  const goesUnder = (file: string) => preview.getByRole('row').filter({ hasText: file }).getByRole('cell').nth(1);
  await expect(goesUnder(names.memo)).toHaveText('1.1 Information memorandum');
  await expect(goesUnder(names.photos)).toHaveText('1.2 Property photographs');
  await expect(goesUnder(names.notes)).toHaveText('No heading matches: left out');
  await expect(goesUnder(names.tool)).toHaveText('Refused: a data room does not take this type');
  await expect(dialog.getByRole('status')).toHaveText('2 files go under a heading; 1 matches no heading; 1 refused.');
  expect(uploads, 'nothing is sent before the admin confirms').toEqual([]);

  await dialog.getByRole('button', { name: 'Upload 2 files', exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Files to upload' }).getByText('Uploaded', { exact: true })).toHaveCount(2);
  expect(uploads).toHaveLength(2);

  const round = (await (await page.request.get(`/api/property-data-room/admin?propertyId=${PROPERTY}&round=1`)).json()) as Item[];
  const headingOf = (name: string) =>
    round.find((item) => item.id === round.find((file) => file.displayName === name)?.parentId)?.displayName;
  expect(headingOf(names.memo)).toBe('Information memorandum');
  expect(headingOf(names.photos)).toBe('Property photographs');
  expect(round.some((item) => item.displayName === names.notes || item.displayName === names.tool)).toBe(false);
});
