import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REJECTION_REASON_MESSAGE, type DataRoomItem } from '@common/api/data-rooms';
import { activity } from '../../server/db/schema';
import { propertyWithDataRoom, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';

const api = useLoggedInApp();
const decide = (fileId: number, body: Record<string, unknown>) =>
  api.send('PUT', `/api/property-data-room/${fileId}/decision`, { adminUserId: 1, ...body });
const request = (body: Record<string, unknown>) => api.send('POST', '/api/property-data-room/addextDDrequest', body);
const auditOf = (propertyId: number, entityType: string) =>
  api.app.db
    .select()
    .from(activity)
    .where(and(eq(activity.propertyId, propertyId), eq(activity.entityType, entityType)))
    .orderBy(activity.id);

/** A property with a data room and a PDF uploaded under one of its level-2 headings. */
async function withFile(name = 'Lease.pdf') {
  const room = await propertyWithDataRoom(api);
  const heading = (await room.round(1)).find((item) => item.level === 2)!;
  const res = await uploadToDataRoom(api, { propertyId: room.propertyId, headingId: heading.id }, { name, bytes: smallPdf(name) });
  expect(res.statusCode, res.body).toBe(201);
  return { ...room, heading, file: res.json<DataRoomItem & { fileId: number }>() };
}

describe('PUT /api/property-data-room/{id}/visibility', () => {
  it('hides and shows a heading, answers the row, and audits each change', async () => {
    const { propertyId, heading } = await withFile();
    const hidden = await api.send('PUT', `/api/property-data-room/${heading.id}/visibility`, { isVisible: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: heading.id, isVisible: false });
    await api.send('PUT', `/api/property-data-room/${heading.id}/visibility`, { isVisible: true });
    const entries = await auditOf(propertyId, 'data room item');
    expect(entries.map((e) => [e.comments, e.changes])).toEqual([
      [`Hid '${heading.displayName}'`, { isVisible: { from: true, to: false } }],
      [`Showed '${heading.displayName}'`, { isVisible: { from: false, to: true } }],
    ]);
  });

  it('refuses a body without isVisible or with text (400) and an unknown item (404)', async () => {
    const { heading } = await withFile();
    expectError(await api.send('PUT', `/api/property-data-room/${heading.id}/visibility`, {}), 400, { fields: ['isVisible'] });
    expectError(await api.send('PUT', `/api/property-data-room/${heading.id}/visibility`, { isVisible: 'no' }), 400);
    expectError(await api.send('PUT', '/api/property-data-room/99999999/visibility', { isVisible: true }), 404);
  });
});

describe('PUT /api/property-data-room/{fileId}/decision', () => {
  it('refuses a rejection whose reason is under 10 characters once trimmed, with the spec message, changing nothing', async () => {
    const { file, round } = await withFile();
    for (const rejectedReason of [undefined, null, '', 'too short', `   ${'x'.repeat(9)}   `]) {
      const error = expectError(await decide(file.fileId, { publishYN: false, rejectedReason }), 400, { fields: ['rejectedReason'] });
      expect(error.message).toBe(REJECTION_REASON_MESSAGE);
    }
    expect((await round(1)).find((item) => item.id === file.id)).toMatchObject({ isRejected: false, isPublished: false });
  });

  it('rejects with the trimmed reason, then publishing clears the rejection; Y and N work as true and false', async () => {
    const { propertyId, file, heading } = await withFile();
    const rejected = await decide(file.fileId, { publishYN: 'N', rejectedReason: '  Unsigned copy: please upload the signed lease  ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      isPublished: false,
      isRejected: true,
      rejectedReason: 'Unsigned copy: please upload the signed lease',
    });
    const published = await decide(file.fileId, { publishYN: true });
    expect(published.json()).toMatchObject({ isPublished: true, isRejected: false, rejectedReason: null });
    expect((await auditOf(propertyId, 'data room file')).map((e) => e.comments)).toEqual([
      `Uploaded 'Lease.pdf' (version 1) under '${heading.displayName}'`,
      "Rejected 'Lease.pdf' (version 1)",
      "Published 'Lease.pdf' (version 1)",
    ]);
    const versions = (await api.get(`/api/property-data-room/${file.id}/versions`)).json<
      { isPublished: boolean; decidedBy: string | null }[]
    >();
    expect(versions[0]).toMatchObject({ isPublished: true, decidedBy: expect.any(String) });
  });

  it("keeps each version's own decision; deciding an older one leaves the row showing the newest", async () => {
    const { file, heading, propertyId, round } = await withFile('Rent roll.pdf');
    await decide(file.fileId, { publishYN: false, rejectedReason: 'Figures do not add up for March' });
    const v2 = (await uploadToDataRoom(api, { propertyId, headingId: heading.id }, { name: 'Rent roll.pdf', bytes: smallPdf('v2') })).json<
      DataRoomItem & { fileId: number }
    >();
    expect(v2).toMatchObject({ id: file.id, isRejected: false, isPublished: false, rejectedReason: null });
    await decide(file.fileId, { publishYN: true });
    expect((await round(1)).find((item) => item.id === file.id)).toMatchObject({ fileId: v2.fileId, isPublished: false });
    const versions = (await api.get(`/api/property-data-room/${file.id}/versions`)).json<{ version: number; isPublished: boolean }[]>();
    expect(versions.map((v) => [v.version, v.isPublished])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('answers 404 for an unknown file and 400 for a missing decision', async () => {
    const { file } = await withFile();
    expectError(await decide(99999999, { publishYN: true }), 404);
    expectError(await decide(file.fileId, {}), 400, { fields: ['publishYN'] });
  });
});

describe('POST /api/property-data-room/addextDDrequest', () => {
  it('records a document request and an information request, listed by GET extdd with their headings, and audits them', async () => {
    const { propertyId, heading } = await withFile();
    const document = await request({
      propertyDataRoomId: heading.id,
      requesttype: 'file',
      documenttitle: ' Signed lease ',
      documentdescription: 'Anchor tenant, all annexures',
    });
    expect(document.statusCode, document.body).toBe(201);
    expect(document.json()).toMatchObject({
      requestType: 'file',
      title: 'Signed lease',
      body: 'Anchor tenant, all annexures',
      heading: { id: heading.id },
    });
    const query = await request({
      propertyDataRoomId: heading.id,
      requesttype: 'text',
      queryTitle: 'Vacancies',
      queryBody: 'Which units are vacant today?',
    });
    expect(query.statusCode, query.body).toBe(201);
    const listed = (await api.get(`/api/property-data-room/extdd?propertyid=${propertyId}`)).json<
      { title: string; requestedBy: string | null }[]
    >();
    expect(listed.map((r) => r.title)).toEqual(['Signed lease', 'Vacancies']);
    expect(listed[0].requestedBy).toEqual(expect.any(String));
    expect((await auditOf(propertyId, 'external request')).length).toBe(2);
  });

  it('names each missing or blank part of either kind of request, and refuses the root, a file and an unknown heading', async () => {
    const { heading, file, round } = await withFile();
    expectError(await request({ propertyDataRoomId: heading.id, requesttype: 'file', documenttitle: '  ' }), 400, {
      fields: ['documenttitle', 'documentdescription'],
    });
    expectError(await request({ propertyDataRoomId: heading.id, requesttype: 'text', queryTitle: 'Vacancies' }), 400, {
      fields: ['queryBody'],
    });
    expectError(await request({ propertyDataRoomId: heading.id, requesttype: 'video', queryTitle: 'a', queryBody: 'b' }), 400);
    const root = (await round(1)).find((item) => item.level === 0)!;
    const texts = { requesttype: 'text', queryTitle: 'Vacancies', queryBody: 'Which units?' };
    expectError(await request({ propertyDataRoomId: root.id, ...texts }), 400, { fields: ['propertyDataRoomId'] });
    expectError(await request({ propertyDataRoomId: file.id, ...texts }), 400, { fields: ['propertyDataRoomId'] });
    expectError(await request({ propertyDataRoomId: 99999999, ...texts }), 404);
  });
});
