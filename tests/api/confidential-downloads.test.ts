import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activity, ndaRegister, storedFiles } from '../../server/db/schema';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { getActivity, type ActivityJson } from './helpers/activity';
import { propertyWithDataRoom, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { LOG_LEVELS, logLines, type LogLine } from './helpers/log-lines';
import { useLoggedInApp } from './helpers/logged-in-app';
import { demoAdminId } from './helpers/media-items';
import { loginAs } from './helpers/test-app';

// Every data room file and NDA an admin takes is on record (ASVS V16.3.3, V8.2.2): an audit entry
// in the chain, shown in the Activity Log under the property and the admin, and a securityEvent
// line with the user; a refusal is a securityEvent line and no entry.

const log = logLines<LogLine & { securityEvent?: string }>();
const api = useLoggedInApp({}, { logger: { level: 'info', stream: log.stream } });
beforeEach(() => {
  log.lines.length = 0;
});
const events = (name: string) => log.lines.filter((line) => line.securityEvent === name);

const downloadUrl = (fileId: number | string, query = '') => `/api/property-data-room/download/${fileId}${query}`;
const TAKEN = /^(Downloaded|Previewed) /;

/** The Activity Log's download entries as the app asks for them: filtered by the property, or by the admin. */
async function downloadEntries(filter: { propertyId: number } | { userId: number }): Promise<ActivityJson[]> {
  const res = await getActivity(api, { filter: { source: 'audit', ...filter } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityJson[]>().filter((entry) => TAKEN.test(entry.comments ?? ''));
}

const auditCount = (propertyId: number) =>
  api.app.db.$count(activity, and(eq(activity.propertyId, propertyId), eq(activity.source, 'audit')));

/** A PDF uploaded `versions` times under a heading of a new property's data room; its newest version. */
async function dataRoomFile(name: string, versions = 1) {
  const room = await propertyWithDataRoom(api);
  const heading = (await room.round(2)).find((item) => item.level === 2)!;
  let newest: { id: number; fileId: number; version: number } | undefined;
  for (let version = 1; version <= versions; version++) {
    const res = await uploadToDataRoom(
      api,
      { propertyId: room.propertyId, headingId: heading.id },
      { name, bytes: smallPdf(`v${version}`) },
    );
    expect(res.statusCode, res.body).toBe(201);
    newest = res.json();
  }
  return { propertyId: room.propertyId, itemId: newest!.id, fileId: newest!.fileId, bytes: smallPdf(`v${versions}`) };
}

describe('GET /api/property-data-room/download/{fileId}', () => {
  it('records a download by the admin under the property, with the file and version, and logs it with the user id', async () => {
    const adminId = await demoAdminId(api.app);
    const file = await dataRoomFile('Lease.pdf', 2);
    log.lines.length = 0;

    const res = await api.get(downloadUrl(file.fileId));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file.bytes)).toBe(true);

    const [entry] = await downloadEntries({ propertyId: file.propertyId });
    expect(entry).toMatchObject({
      comments: "Downloaded 'Lease.pdf' (version 2) from the data room",
      propertyId: file.propertyId,
      addedById: adminId,
      entityType: 'data room file',
      entityId: String(file.itemId),
      changes: {
        fileId: { from: null, to: file.fileId },
        fileName: { from: null, to: 'Lease.pdf' },
        fileVersion: { from: null, to: 2 },
        preview: { from: null, to: false },
      },
    });
    expect((await downloadEntries({ userId: adminId })).map((row) => row.id)).toContain(entry.id);

    expect(events('file downloaded')).toEqual([
      expect.objectContaining({
        level: LOG_LEVELS.info,
        userId: adminId,
        ip: '127.0.0.1',
        propertyId: file.propertyId,
        entityType: 'data room file',
        entityId: file.itemId,
        fileId: file.fileId,
        version: 2,
        preview: false,
      }),
    ]);
    // The line names ids only: a deal document's name can itself be confidential.
    expect(JSON.stringify(events('file downloaded'))).not.toContain('Lease');
  });

  it('records a preview as previewed', async () => {
    const pdf = await dataRoomFile('Site plan.pdf');
    expect((await api.get(downloadUrl(pdf.fileId, '?preview=true'))).headers['content-disposition']).toMatch(/^inline; /);
    expect((await downloadEntries({ propertyId: pdf.propertyId })).map((entry) => entry.comments)).toEqual([
      "Previewed 'Site plan.pdf' (version 1) in the data room",
    ]);
    expect(events('file downloaded')).toEqual([expect.objectContaining({ fileId: pdf.fileId, preview: true })]);
  });

  it('records no HEAD, and of ranged requests only the one that starts at byte 0', async () => {
    const file = await dataRoomFile('Rent roll.pdf');
    log.lines.length = 0;
    const head = await api.app.inject({ method: 'HEAD', url: downloadUrl(file.fileId), headers: { cookie: api.cookie } });
    expect(head.statusCode).toBe(200);
    expect((await api.get(downloadUrl(file.fileId), { range: 'bytes=10-20' })).statusCode).toBe(206);
    expect(await downloadEntries({ propertyId: file.propertyId })).toEqual([]);
    expect(events('file downloaded')).toEqual([]);

    expect((await api.get(downloadUrl(file.fileId), { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect(await downloadEntries({ propertyId: file.propertyId })).toHaveLength(1);
    expect(events('file downloaded')).toEqual([expect.objectContaining({ fileId: file.fileId, bytes: '0-9' })]);
  });

  it('refuses support staff with a download refused line naming them and the file, and records no entry', async () => {
    const file = await dataRoomFile('Valuation.pdf');
    const entriesBefore = await auditCount(file.propertyId);
    const support = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const supportId = (await api.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: support } })).json<{
      user: { id: number };
    }>().user.id;
    log.lines.length = 0;

    expectError(await api.app.inject({ method: 'GET', url: downloadUrl(file.fileId), headers: { cookie: support } }), 403);
    expect(events('download refused')).toEqual([
      expect.objectContaining({
        level: LOG_LEVELS.warn,
        status: 403,
        code: 'READ_ONLY',
        route: 'GET /api/property-data-room/download/:fileId',
        userId: supportId,
        requested: String(file.fileId),
      }),
    ]);
    expect(events('file downloaded')).toEqual([]);
    expect(await auditCount(file.propertyId)).toBe(entriesBefore);
  });

  it('logs an unknown file id, and a request without a session, as refused downloads', async () => {
    const adminId = await demoAdminId(api.app);
    expectError(await api.get(downloadUrl(99999999)), 404);
    expectError(await api.app.inject({ method: 'GET', url: downloadUrl(99999998) }), 401);
    expect(events('download refused')).toEqual([
      expect.objectContaining({ status: 404, userId: adminId, requested: '99999999' }),
      expect.objectContaining({ status: 401, requested: '99999998' }),
    ]);
    expect(events('download refused')[1]).not.toHaveProperty('userId');
  });
});

describe('GET /api/ndaregister/download/{id}', () => {
  it('records the download under the property and the buyer, by the admin, and logs it with the user id', async () => {
    const adminId = await demoAdminId(api.app);
    const [nda] = await api.app.db
      .select({ id: ndaRegister.id, propertyId: ndaRegister.propertyId, buyerId: ndaRegister.userId, name: storedFiles.originalName })
      .from(ndaRegister)
      .innerJoin(storedFiles, eq(storedFiles.id, ndaRegister.fileId))
      .orderBy(asc(ndaRegister.id))
      .limit(1);

    expect((await api.get(`/api/ndaregister/download/${nda.id}`)).statusCode).toBe(200);
    const [entry] = await downloadEntries({ propertyId: nda.propertyId });
    expect(entry).toMatchObject({
      comments: `Downloaded the NDA '${nda.name}'`,
      addedById: adminId,
      userId: nda.buyerId,
      entityType: 'nda',
      entityId: String(nda.id),
    });
    expect((await downloadEntries({ userId: adminId })).map((row) => row.id)).toContain(entry.id);
    expect(events('file downloaded')).toEqual([
      expect.objectContaining({ userId: adminId, propertyId: nda.propertyId, entityType: 'nda', entityId: nda.id, preview: false }),
    ]);

    expect(
      (await api.app.inject({ method: 'HEAD', url: `/api/ndaregister/download/${nda.id}`, headers: { cookie: api.cookie } })).statusCode,
    ).toBe(200);
    expect(await downloadEntries({ propertyId: nda.propertyId })).toHaveLength(1);
  });
});
