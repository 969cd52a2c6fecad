import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataRoomFileVersion, DataRoomItem } from '@common/api/data-rooms';
import { dataRoomFileVersions, users } from '../../server/db/schema';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { auditAbout } from './helpers/activity';
import { propertyWithDataRoom, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { DEMO_ADMIN, loginAs } from './helpers/test-app';

// Issue 32, Manage Datarooms: several pending files published at once, each keeping its own
// decision record, in one transaction.

const api = useLoggedInApp();
const publish = (fileIds: unknown) => api.send('POST', '/api/property-data-room/publish', { fileIds });
type Uploaded = DataRoomItem & { fileId: number };

/** A property with a data room and `names` uploaded under one of its level-2 headings, all pending. */
async function pendingFiles(...names: string[]) {
  const room = await propertyWithDataRoom(api);
  const heading = (await room.round(1)).find((item) => item.level === 2)!;
  const files: Uploaded[] = [];
  for (const name of names) {
    const res = await uploadToDataRoom(api, { propertyId: room.propertyId, headingId: heading.id }, { name, bytes: smallPdf(name) });
    expect(res.statusCode, res.body).toBe(201);
    files.push(res.json<Uploaded>());
  }
  return { ...room, heading, files };
}

const decisionsOf = (fileIds: number[]) =>
  api.app.db
    .select({
      fileId: dataRoomFileVersions.fileId,
      isPublished: dataRoomFileVersions.isPublished,
      decidedById: dataRoomFileVersions.decidedById,
      decidedAt: dataRoomFileVersions.decidedAt,
    })
    .from(dataRoomFileVersions)
    .where(inArray(dataRoomFileVersions.fileId, fileIds))
    .orderBy(dataRoomFileVersions.fileId);

describe('POST /api/property-data-room/publish', () => {
  it('publishes three pending files at once, each with its own decision record and audit entry', async () => {
    const { propertyId, files, round } = await pendingFiles('Lease.pdf', 'Rent roll.pdf', 'Title deed.pdf');
    const fileIds = files.map((file) => file.fileId);
    const res = await publish(fileIds);
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<DataRoomItem[]>();
    expect(answered.map((item) => [item.id, item.isPublished, item.isRejected])).toEqual(files.map((file) => [file.id, true, false]));
    const listed = (await round(1)).filter((item) => files.some((file) => file.id === item.id));
    expect(listed.every((item) => item.isPublished)).toBe(true);

    const [admin] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, DEMO_ADMIN.email));
    const decisions = await decisionsOf(fileIds);
    expect(decisions).toHaveLength(3);
    for (const decision of decisions)
      expect(decision).toMatchObject({ isPublished: true, decidedById: admin.id, decidedAt: expect.any(Date) });
    for (const file of files) {
      const versions = (await api.get(`/api/property-data-room/${file.id}/versions`)).json<DataRoomFileVersion[]>();
      expect(versions).toMatchObject([
        { fileId: file.fileId, isPublished: true, decidedBy: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}` },
      ]);
    }

    const published = (await auditAbout(api.app, propertyId, 'data room file')).filter((e) => e.comments?.startsWith('Published'));
    expect(published.map((e) => [e.entityId, e.comments, e.addedById, e.changes])).toEqual(
      files.map((file) => [
        String(file.id),
        `Published '${file.displayName}' (version 1)`,
        admin.id,
        { isPublished: { from: false, to: true } },
      ]),
    );
  });

  it('publishes nothing when one fileId is unknown, and answers 404 naming it', async () => {
    const { propertyId, files } = await pendingFiles('Lease.pdf', 'Rent roll.pdf');
    const fileIds = files.map((file) => file.fileId);
    expectError(await publish([...fileIds, 99999999]), 404, { code: 'NOT_FOUND', message: 'Data room file 99999999 not found' });
    expect((await decisionsOf(fileIds)).map((d) => [d.isPublished, d.decidedAt])).toEqual([
      [false, null],
      [false, null],
    ]);
    expect((await auditAbout(api.app, propertyId, 'data room file')).map((e) => e.comments)).toEqual(
      files.map((file) => expect.stringMatching(new RegExp(`^Uploaded '${file.displayName}'`))),
    );
  });

  it('publishes a rejected file as the single decision does, clearing its rejection', async () => {
    const { files } = await pendingFiles('Lease.pdf', 'Rent roll.pdf');
    const rejected = await api.send('PUT', `/api/property-data-room/${files[0].fileId}/decision`, {
      publishYN: false,
      rejectedReason: 'Unsigned copy: please upload the signed lease',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const res = await publish(files.map((file) => file.fileId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DataRoomItem[]>().map((item) => [item.isPublished, item.isRejected, item.rejectedReason])).toEqual([
      [true, false, null],
      [true, false, null],
    ]);
  });

  it.each([
    ['no fileIds', []],
    ['a fileId twice', [5, 5]],
    ['more than 500 fileIds', Array.from({ length: 501 }, (_, i) => i + 1)],
    ['a fileId that is not one', ['7']],
  ])('refuses %s with 400 naming the field', async (_case, fileIds) => {
    const error = expectError(await publish(fileIds), 400, { code: 'VALIDATION_FAILED' });
    expect(Object.keys(error.fields ?? {}).every((field) => field.startsWith('fileIds'))).toBe(true);
  });

  it('refuses support staff with 403, publishing nothing', async () => {
    const { files } = await pendingFiles('Lease.pdf');
    const support = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/property-data-room/publish',
      headers: { cookie: support },
      payload: { fileIds: [files[0].fileId] },
    });
    expectError(res, 403, { code: 'READ_ONLY' });
    expect((await decisionsOf([files[0].fileId]))[0].isPublished).toBe(false);
  });
});
