import { expect, test } from './fixtures';
import { uploadPdf } from './helpers/dataRoomUpload';
import { PROPERTY } from './pages/appScreens';
import { manageDataRoomsTab } from './pages/dataRoomPages';
import { inboxCounts } from './pages/inboxPage';

// Issue 32 'Bulk changes': on Manage Datarooms an admin selects several pending files and
// publishes them at once, in one request; each keeps its own decision (the API tests check
// the records), the rows say Published and the inbox has them no more.

type Item = { id: number; level: number; itemType: string; displayName: string; isPublished: boolean; fileId: number | null };

test('several pending files are selected and published at once', async ({ loggedIn: page }) => {
  const manage = manageDataRoomsTab(page, PROPERTY);
  const stamp = Date.now();
  const names = [`bulk-${stamp}-lease.pdf`, `bulk-${stamp}-plan.pdf`];
  const round = async () =>
    (await (await page.request.get(`/api/property-data-room/admin?propertyId=${PROPERTY}&round=1`)).json()) as Item[];
  const heading = (await round()).find((item) => item.level === 2)!;
  for (const name of names) await uploadPdf(page.request, PROPERTY, heading.id, name);
  const waiting = (await inboxCounts(page.request)).byKind.file;

  await manage.goto();
  await page.getByRole('searchbox', { name: 'Filter headings and files', exact: true }).first().fill(`bulk-${stamp}`);
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name} to publish`, exact: true }).check();
  const bar = page.getByRole('region', { name: '2 files selected', exact: true });
  await expect(bar).toBeVisible();

  const publish = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/property-data-room/publish');
  await bar.getByRole('button', { name: 'Publish selected', exact: true }).click();
  const ids = (await round()).filter((item) => names.includes(item.displayName));
  expect((await publish).postDataJSON()).toEqual({ fileIds: expect.arrayContaining(ids.map((item) => item.fileId)) });
  await expect(manage.notice('2 files are published.')).toBeVisible();
  await expect(bar).toBeHidden();
  for (const name of names) await expect(page.getByRole('checkbox', { name: `Select ${name} to publish` })).toHaveCount(0);
  expect((await round()).filter((item) => names.includes(item.displayName)).map((item) => item.isPublished)).toEqual([true, true]);
  expect((await inboxCounts(page.request)).byKind.file).toBe(waiting - 2);
});
