import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Route } from '@playwright/test';
import { DATA_ROOM_RESUMABLE_FROM_BYTES } from '../../common/api/data-room-uploads';
import { smallPdf } from '../../server/demo/small-pdf';
import { expect, test } from './fixtures';
import { PROPERTY } from './pages/appScreens';
import { manageDataRoomsTab } from './pages/dataRoomPages';

// Issue 33, point 5: a large data room file goes up resumably; cut off part-way, it goes on from
// where it stopped when the same file is added again under the same heading.

const TUS = '**/api/property-data-room/tus/*';
const HEADING = '1 Property overview';

test('a large file cut off part-way goes on from where it stopped when added again, and lands under its heading', async ({
  loggedIn: page,
}) => {
  const manage = manageDataRoomsTab(page, PROPERTY);
  const upload = manage.uploadDialog;
  // A real PDF padded just past the size from which files go up resumably: two parts of 8 MiB and 4 KiB.
  const name = `valuation-${Date.now()}.pdf`;
  const pdf = smallPdf('Valuation report');
  const bytes = Buffer.concat([pdf, Buffer.alloc(DATA_ROOM_RESUMABLE_FROM_BYTES + 4096 - pdf.length, '\n')]);
  const folder = test.info().outputPath('large');
  await mkdir(folder, { recursive: true });
  const file = { name, path: path.join(folder, name), bytes };
  await writeFile(file.path, bytes);

  const offsets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/property-data-room/tus/'))
      offsets.push(request.headers()['upload-offset']);
  });
  // The connection drops once the first part is in: every later part fails to leave the browser.
  const cutOff = (route: Route) =>
    route.request().method() === 'PATCH' && route.request().headers()['upload-offset'] !== '0'
      ? route.abort('connectionreset')
      : route.continue();
  await page.route(TUS, cutOff);

  await manage.goto();
  await manage.round(1).upload(HEADING).click();
  await upload.choose([file]);
  await expect(upload.entry(name).getByRole('progressbar', { name })).toBeVisible();
  // tus asks how far it got and tries again: the first part is on the server.
  await expect(upload.entry(name)).toContainText('Picked up where it stopped: 99% was already uploaded');
  await upload.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(upload.dialog).toBeHidden();
  await page.unroute(TUS, cutOff);

  const sentBefore = offsets.length;
  await manage.round(1).upload(HEADING).click();
  await upload.choose([file]);
  await expect(upload.state(name, 'Uploaded')).toBeVisible();
  await expect(upload.entry(name)).toContainText('Uploaded as version 1');
  await expect(upload.entry(name)).toContainText('Picked up where it stopped: 99% was already uploaded');
  expect(offsets.slice(sentBefore), 'only the rest is sent').toEqual([String(DATA_ROOM_RESUMABLE_FROM_BYTES)]);
  await upload.close.click();

  const round = (await (await page.request.get(`/api/property-data-room/admin?propertyId=${PROPERTY}&round=1`)).json()) as Array<{
    fileName: string | null;
    fileSize: number | null;
  }>;
  expect(round.find((item) => item.fileName === name)?.fileSize).toBe(bytes.length);
});
