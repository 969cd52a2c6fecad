import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILE_MESSAGE } from '@common/api/data-rooms';
import { DATA_ROOM_RESUMABLE_FROM_BYTES, DATA_ROOM_TUS_PATH } from '@common/api/data-room-uploads';
import { storedFiles } from '../../server/db/schema';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { auditAbout } from './helpers/activity';
import { propertyWithDataRoom, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { loginAs } from './helpers/test-app';
import { storageSnapshot } from './helpers/uploads';

// Large data room files go up with tus (resumable) and end exactly as POST /property-data-room's do.

const MAX_BYTES = DATA_ROOM_RESUMABLE_FROM_BYTES + 1024 * 1024;
const api = useLoggedInApp({ DATA_ROOM_FILE_MAX_BYTES: String(MAX_BYTES) });
const TUS = `/api${DATA_ROOM_TUS_PATH}`;

/** A real PDF padded past the size from which the app sends files resumably. */
const largePdf = (title: string) => {
  const pdf = smallPdf(title);
  return Buffer.concat([pdf, Buffer.alloc(DATA_ROOM_RESUMABLE_FROM_BYTES + 4096 - pdf.length, '\n')]);
};
const metadata = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([name, value]) => `${name} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',');

/** A tus request as the admin (or `cookie`'s user): inject, through the same hooks as a browser's. */
const tus = (method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE', url: string, headers: Record<string, string> = {}, body?: Buffer) =>
  api.app.inject({ method, url, headers: { cookie: api.cookie, 'tus-resumable': '1.0.0', ...headers }, payload: body });

type Target = { propertyId: number; headingId: number };
const create = (target: Target, name: string, length: number, headers: Record<string, string> = {}) =>
  tus('POST', TUS, {
    'upload-length': String(length),
    'upload-metadata': metadata({ filename: name, PropertyDataRoomId: target.headingId, PropertyId: target.propertyId }),
    ...headers,
  });
const patch = (url: string, offset: number, bytes: Buffer) =>
  tus('PATCH', url, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes);

/** Creates the upload and sends `bytes` in two PATCHes, checking the offset in between; answers the last PATCH's answer. */
async function uploadInTwoParts(target: Target, name: string, bytes: Buffer) {
  const created = await create(target, name, bytes.length);
  expect(created.statusCode, created.body).toBe(201);
  const url = `${TUS}/${created.headers.location?.toString().split('/').pop()}`;
  const half = Math.floor(bytes.length / 2);
  const first = await patch(url, 0, bytes.subarray(0, half));
  expect(first.statusCode, first.body).toBe(204);
  // What a client asks after a dropped connection: how much arrived.
  const head = await tus('HEAD', url);
  expect(head.headers['upload-offset']).toBe(String(half));
  expect(head.headers['upload-length']).toBe(String(bytes.length));
  return { url, last: await patch(url, half, bytes.subarray(half)) };
}

async function heading() {
  const room = await propertyWithDataRoom(api);
  const target = (await room.round(1)).find((item) => item.level === 1)!;
  return { room, heading: target, target: { propertyId: room.propertyId, headingId: target.id } };
}

describe(`tus ${TUS}: large data room files`, () => {
  it('creates, resumes after a HEAD and finishes as a data room file: the row, its bytes, the audit entry', async () => {
    const { room, heading: parent, target } = await heading();
    const bytes = largePdf('Valuation report');
    const { url, last } = await uploadInTwoParts(target, 'Valuation report.pdf', bytes);

    expect(last.statusCode, last.body).toBe(200);
    const answer = last.json<{ id: number; fileId: number }>();
    expect(answer).toMatchObject({
      itemType: 'FILE',
      parentId: parent.id,
      level: parent.level + 1,
      displayName: 'Valuation report.pdf',
      fileSize: bytes.length,
      contentType: 'application/pdf',
      isPublished: false,
      version: 1,
    });
    expect((await room.round(1)).find((item) => item.id === answer.id)).toMatchObject({ fileName: 'Valuation report.pdf' });
    // Kept as the POST keeps files (a key of ours under data-room/), its SHA-256 filled in after the commit.
    await api.app.fileHashes.settled();
    const [row] = await api.app.db.select().from(storedFiles).where(eq(storedFiles.id, answer.fileId));
    expect(row).toMatchObject({ storageKey: `data-room/${url.split('/').pop()}`, sizeBytes: bytes.length });
    expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const download = await api.get(`/api/property-data-room/download/${answer.fileId}`);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    // One entry, as a POSTed file's (the download made one more).
    const uploaded = (await auditAbout(api.app, target.propertyId, 'data room file')).filter((e) => e.comments?.startsWith('Uploaded'));
    expect(uploaded.map((e) => [e.entityId, e.comments, e.changes])).toEqual([
      [
        String(answer.id),
        `Uploaded 'Valuation report.pdf' (version 1) under '${parent.displayName}'`,
        {
          fileName: { from: null, to: 'Valuation report.pdf' },
          size: { from: null, to: bytes.length },
          contentType: { from: null, to: 'application/pdf' },
        },
      ],
    ]);
    // Finished, the upload is a file now: tus forgets it.
    expect((await tus('HEAD', url)).statusCode).toBe(404);
  });

  it('becomes the next version of a file of that name under the heading, whichever way the first came', async () => {
    const { target } = await heading();
    const first = await uploadToDataRoom(api, target, { name: 'Rent roll.pdf', bytes: smallPdf('March') });
    expect(first.statusCode, first.body).toBe(201);
    const { last } = await uploadInTwoParts(target, 'Rent roll.pdf', largePdf('April, in full'));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ id: first.json<{ id: number }>().id, version: 2 });
    const versions = await api.get(`/api/property-data-room/${first.json<{ id: number }>().id}/versions`);
    expect(versions.json<{ version: number }[]>().map((v) => v.version)).toEqual([2, 1]);
  });

  it('refuses a program named .pdf when it finishes (415, saying what it is), keeping nothing', async () => {
    const { target } = await heading();
    const before = await storageSnapshot(api.app);
    const program = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
      Buffer.alloc(DATA_ROOM_RESUMABLE_FROM_BYTES),
    ]);
    const { url, last } = await uploadInTwoParts(target, 'Offering memorandum.pdf', program);
    const error = expectError(last, 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(error.message).toContain('This file is a Windows program, whatever its name says.');
    expect(await storageSnapshot(api.app)).toEqual(before);
    expect((await tus('HEAD', url)).statusCode).toBe(404);
    expect(await auditAbout(api.app, target.propertyId, 'data room file')).toEqual([]);
  });

  it('refuses an empty file, one over the limit and a target that takes no files when the upload is created', async () => {
    const { room, target } = await heading();
    const before = await storageSnapshot(api.app);
    expectError(await create(target, 'empty.pdf', 0), 400, { message: EMPTY_FILE_MESSAGE, fields: ['File'] });
    expectError(await create(target, 'huge.pdf', MAX_BYTES + 1), 413);
    const file = (await room.round(1)).find((item) => item.itemType === 'FILE');
    const other = await propertyWithDataRoom(api);
    const elsewhere = (await other.round(1)).find((item) => item.level === 1)!;
    const refusals = [
      [{ ...target, headingId: elsewhere.id }, 'PropertyDataRoomId belongs to another property'],
      [{ ...target, headingId: 2147483647 }, 'Data room heading not found'],
      [{ ...target, headingId: 0 }, 'Invalid request: PropertyDataRoomId'],
    ] as const;
    for (const [wrong, message] of refusals) expect((await create(wrong, 'a.pdf', 10)).json().error.message).toContain(message);
    if (file) expectError(await create({ ...target, headingId: file.id }, 'a.pdf', 10), 400, { fields: ['PropertyDataRoomId'] });
    expect(await storageSnapshot(api.app)).toEqual(before);
  });

  it('refuses support staff: they read but never write (403)', async () => {
    const { target } = await heading();
    const cookie = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const res = await create(target, 'Valuation report.pdf', DATA_ROOM_RESUMABLE_FROM_BYTES + 1, { cookie });
    expectError(res, 403, { code: 'READ_ONLY' });
    // Nor may they go on with an admin's upload.
    const created = await create(target, 'Valuation report.pdf', 10);
    const url = `${TUS}/${created.headers.location?.toString().split('/').pop()}`;
    const patched = await tus(
      'PATCH',
      url,
      { cookie, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      smallPdf('x').subarray(0, 10),
    );
    expectError(patched, 403, { code: 'READ_ONLY' });
    expect((await tus('DELETE', url)).statusCode).toBe(204);
  });
});
