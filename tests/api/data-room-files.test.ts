import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILE_MESSAGE } from '@common/api/data-rooms';
import { storedFiles } from '../../server/db/schema';
import { cspDirectives } from './helpers/csp';
import { propertyWithDataRoom, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { multipartBody, storageSnapshot } from './helpers/uploads';
import { expectPrivateDownload } from './helpers/private-download';

const api = useLoggedInApp({ DATA_ROOM_FILE_MAX_BYTES: String(64 * 1024) });
const download = (fileId: number, query = '', headers: Record<string, string> = {}) =>
  api.get(`/api/property-data-room/download/${fileId}${query}`, headers);

/** A property with a data room, and one of its round-2 headings at level 2. */
async function heading() {
  const room = await propertyWithDataRoom(api);
  const target = (await room.round(2)).find((item) => item.level === 2)!;
  return { ...room, headingId: target.id, heading: target, target: { propertyId: room.propertyId, headingId: target.id } };
}

describe('POST /api/property-data-room', () => {
  it('stores a file under the heading, one level below it, with its type from its bytes, and lists it in the round', async () => {
    const { target, heading: parent, round } = await heading();
    const bytes = smallPdf('Lease of unit 4');
    // The browser says text/plain; the bytes say PDF.
    const res = await uploadToDataRoom(api, target, { name: 'Lease unit 4.pdf', bytes, type: 'text/plain' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      itemType: 'FILE',
      round: 2,
      level: parent.level + 1,
      parentId: parent.id,
      displayName: 'Lease unit 4.pdf',
      fileName: 'Lease unit 4.pdf',
      fileSize: bytes.length,
      contentType: 'application/pdf',
      isPublished: false,
      isRejected: false,
      version: 1,
    });
    const listed = (await round(2)).find((item) => item.id === res.json<{ id: number }>().id);
    expect(listed).toMatchObject({ fileName: 'Lease unit 4.pdf', parentId: parent.id });
    // The name is kept for downloads only: the storage key is ours.
    const [row] = await api.app.db.select().from(storedFiles).where(eq(storedFiles.id, res.json<{ fileId: number }>().fileId));
    expect(row.storageKey).toMatch(/^data-room\/[0-9a-f-]+$/);
  });

  it('makes a second upload of the same name under the same heading version 2; version 1 stays downloadable', async () => {
    const { target } = await heading();
    const first = (await uploadToDataRoom(api, target, { name: 'Rent roll.pdf', bytes: smallPdf('March') })).json<{
      id: number;
      fileId: number;
    }>();
    const second = await uploadToDataRoom(api, target, { name: 'Rent roll.pdf', bytes: smallPdf('April, corrected') });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ id: first.id, version: 2 });
    const versions = (await api.get(`/api/property-data-room/${first.id}/versions`)).json<{ version: number; fileId: number }[]>();
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[1].fileId).toBe(first.fileId);
    expect((await download(first.fileId)).rawPayload.equals(smallPdf('March'))).toBe(true);
    expect((await download(second.json<{ fileId: number }>().fileId)).rawPayload.equals(smallPdf('April, corrected'))).toBe(true);
  });

  it('refuses an empty file (400, the spec message), one over the limit (413) and a missing file, keeping nothing', async () => {
    const { target } = await heading();
    const before = await storageSnapshot(api.app);
    expectError(await uploadToDataRoom(api, target, { name: 'empty.pdf', bytes: Buffer.alloc(0) }), 400, { message: EMPTY_FILE_MESSAGE });
    // Text, which the data room takes: bytes of no known format are refused by their first 4 KB (415) before any limit.
    expectError(await uploadToDataRoom(api, target, { name: 'big.txt', bytes: Buffer.alloc(64 * 1024 + 1, 'a') }), 413);
    const misnamed = multipartBody(
      { name: 'x.pdf', type: 'application/pdf', bytes: smallPdf('x') },
      { field: 'file', fields: { PropertyDataRoomId: String(target.headingId), PropertyId: String(target.propertyId) } },
    );
    expectError(await api.send('POST', '/api/property-data-room', misnamed.payload, misnamed.headers), 400, { fields: ['File'] });
    expectError(await api.send('POST', '/api/property-data-room', { File: 'x' }), 415);
    expect(await storageSnapshot(api.app)).toEqual(before);
    // Exactly at the limit is fine.
    const limit = await uploadToDataRoom(api, target, { name: 'limit.txt', bytes: Buffer.alloc(64 * 1024, 'a') });
    expect(limit.statusCode, limit.body).toBe(201);
  });

  it("refuses another property's heading, a file row as heading, an unknown heading and missing fields, keeping nothing", async () => {
    const one = await heading();
    const other = await heading();
    const before = await storageSnapshot(api.app);
    const pdf = { name: 'x.pdf', bytes: smallPdf('x') };
    expectError(await uploadToDataRoom(api, { propertyId: one.propertyId, headingId: other.headingId }, pdf), 400, {
      fields: ['PropertyDataRoomId'],
    });
    expectError(await uploadToDataRoom(api, { propertyId: one.propertyId, headingId: 99999999 }, pdf), 404);
    expectError(await uploadToDataRoom(api, { propertyId: Number.NaN, headingId: one.headingId }, pdf), 400, { fields: ['PropertyId'] });
    expect(await storageSnapshot(api.app)).toEqual(before);
    const file = (await uploadToDataRoom(api, one.target, pdf)).json<{ id: number }>();
    expectError(await uploadToDataRoom(api, { propertyId: one.propertyId, headingId: file.id }, pdf), 400, {
      fields: ['PropertyDataRoomId'],
    });
  });

  it('keeps a non-ASCII name intact and strips path parts and direction overrides from a name', async () => {
    const { target } = await heading();
    const res = await uploadToDataRoom(api, target, { name: 'C:\\scans\\Tür‮fdp.pdf', bytes: smallPdf('scan') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'Türfdp.pdf' });
    const named = await uploadToDataRoom(api, target, { name: 'Één – ΑΘΗΝΑ.pdf', bytes: smallPdf('greek') });
    const got = await download(named.json<{ fileId: number }>().fileId);
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="__n _ _____.pdf"; filename*=UTF-8''${encodeURIComponent('Één – ΑΘΗΝΑ.pdf')}`,
    );
  });
});

describe('GET /api/property-data-room/download/{fileId}', () => {
  it('sends the bytes as an attachment, inline only for a PDF or image preview, never cached, with nosniff and Range', async () => {
    const { target } = await heading();
    const bytes = smallPdf('Title deed');
    const { fileId } = (await uploadToDataRoom(api, target, { name: 'Title deed.pdf', bytes })).json<{ fileId: number }>();
    const whole = await download(fileId);
    expectPrivateDownload(whole, bytes, 'application/pdf');
    expect(whole.headers['content-disposition']).toMatch(/^attachment; /);
    expect(whole.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const preview = await download(fileId, '?preview=true');
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    // The app frames the preview in its own page; no other site may.
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    const part = await download(fileId, '', { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.4');

    // A CSV the browser calls HTML is served as CSV, and downloaded even when a preview is asked for.
    const { fileId: csv } = (
      await uploadToDataRoom(api, target, { name: 'rents.csv', bytes: Buffer.from('unit,rent\n4,1200\n'), type: 'text/html' })
    ).json<{ fileId: number }>();
    const sheet = await download(csv, '?preview=true');
    expect(sheet.headers['content-type']).toMatch(/^text\/csv/);
    expect(sheet.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('sandboxes a preview (no scripts, an opaque origin) under the policy of every answer; a download keeps that policy', async () => {
    const { target } = await heading();
    const { fileId } = (await uploadToDataRoom(api, target, { name: 'Survey.pdf', bytes: smallPdf('Survey') })).json<{ fileId: number }>();
    const every = cspDirectives((await api.get('/api/auth/session')).headers['content-security-policy']);

    const preview = await download(fileId, '?preview=true');
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    // `sandbox` alone: none of its allow- tokens, so no scripts, forms, pop-ups or same-origin access.
    expect(cspDirectives(preview.headers['content-security-policy'])).toEqual({ ...every, 'frame-ancestors': ["'self'"], sandbox: [] });
    const head = await api.app.inject({
      method: 'HEAD',
      url: `/api/property-data-room/download/${fileId}?preview=true`,
      headers: { cookie: api.cookie },
    });
    expect(cspDirectives(head.headers['content-security-policy'])).toHaveProperty('sandbox', []);

    const attachment = await download(fileId);
    expect(attachment.headers['content-disposition']).toMatch(/^attachment; /);
    expect(cspDirectives(attachment.headers['content-security-policy'])).toEqual(every);
  });

  it('answers 404 for a file that is not a data room file and 401 without a session', async () => {
    const { target } = await heading();
    const { fileId } = (await uploadToDataRoom(api, target, { name: 'a.pdf', bytes: smallPdf('a') })).json<{ fileId: number }>();
    expectError(await download(99999999), 404);
    expectError(await api.app.inject({ method: 'GET', url: `/api/property-data-room/download/${fileId}` }), 401);
  });

  it('answers HEAD with the headers and no body, so the app can check a download before starting it', async () => {
    const { target } = await heading();
    const bytes = smallPdf('head');
    const { fileId } = (await uploadToDataRoom(api, target, { name: 'a.pdf', bytes })).json<{ fileId: number }>();
    const url = `/api/property-data-room/download/${fileId}`;
    const head = await api.app.inject({ method: 'HEAD', url, headers: { cookie: api.cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-disposition']).toMatch(/^attachment; filename="a.pdf"/);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
    expect(
      (await api.app.inject({ method: 'HEAD', url: '/api/property-data-room/download/99999999', headers: { cookie: api.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await api.app.inject({ method: 'HEAD', url })).statusCode).toBe(401);
  });
});
