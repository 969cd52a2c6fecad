import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryPage } from '@common/api/history';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { propertyWithDataRoom, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { createProperty } from './helpers/properties';
import { loginAs } from './helpers/test-app';

// Issue 33 'Each record's history': who changed which field from what to what, newest first,
// and for a property the downloads of its documents in the same timeline.

const api = useLoggedInApp();

const history = async (entityType: string, id: number, offset?: number) => {
  const res = await api.get(`/api/history?entityType=${entityType}&id=${id}${offset === undefined ? '' : `&offset=${offset}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HistoryPage>();
};
const changesOf = (entry: HistoryEntry) => Object.fromEntries(entry.changes.map(({ field, from, to }) => [field, [from, to]]));

describe('GET /api/history', () => {
  it("lists a property's field changes with before and after, newest first, with its downloads, and not another property's", async () => {
    const room = await propertyWithDataRoom(api);
    const other = await createProperty(api);
    const renamed = await api.send('PUT', `/api/properties/?id=${room.propertyId}`, {
      listingTitle: 'History Park',
      suburb: 'Observatory',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await api.send('PUT', `/api/properties/?id=${other}`, { listingTitle: 'Elsewhere Park' });
    const heading = (await room.round(1)).find((item) => item.level === 2)!;
    const uploaded = await uploadToDataRoom(
      api,
      { propertyId: room.propertyId, headingId: heading.id },
      { name: 'Lease.pdf', bytes: smallPdf('Lease') },
    );
    const { fileId } = uploaded.json<{ fileId: number }>();
    expect((await api.get(`/api/property-data-room/download/${fileId}`)).statusCode).toBe(200);

    const { entries } = await history('property', room.propertyId);
    const [download, upload, ...older] = entries;
    expect(download).toMatchObject({ kind: 'download', description: "Downloaded 'Lease.pdf' (version 1) from the data room", changes: [] });
    expect(download.adminName).toMatch(/\S/);
    expect(upload.kind).toBe('change');
    const edit = older.find((entry) => entry.description === "Updated property 'History Park'")!;
    expect(edit.kind).toBe('change');
    expect(changesOf(edit)).toMatchObject({
      listingTitle: [expect.any(String), 'History Park'],
      suburb: [expect.anything(), 'Observatory'],
    });
    expect(changesOf(edit).listingTitle[0]).not.toBe('History Park');
    // Newest first, and nothing of the other property.
    const times = entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(entries.some((entry) => entry.description.includes('Elsewhere Park'))).toBe(false);
  });

  it("lists a seller's rename as its name from the old to the new", async () => {
    const created = await api.send('POST', '/api/seller-companies', {
      companyName: 'Before Holdings',
      contactPerson: 'Ann Lee',
      emailAddress: 'ann@before.example',
      contactNumber: '021 555 0100',
      description: 'A seller of the history test.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const renamed = await api.send('PUT', `/api/seller-companies?id=${id}`, { companyName: 'After Holdings' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const { entries, more } = await history('seller', id);
    expect(more).toBe(false);
    expect(entries.map((entry) => entry.description)).toEqual([
      "Updated seller company 'After Holdings'",
      "Created seller company 'Before Holdings'",
    ]);
    expect(entries[0].changes).toEqual([{ field: 'companyName', from: 'Before Holdings', to: 'After Holdings' }]);
  });

  it('pages twenty entries at a time, newest first, saying when older ones follow', async () => {
    const id = await createProperty(api);
    for (let i = 1; i <= 21; i++) await api.send('PUT', `/api/properties/?id=${id}`, { listingTitle: `Paged Park ${i}` });
    const first = await history('property', id);
    expect(first.entries).toHaveLength(20);
    expect(first.more).toBe(true);
    expect(first.entries[0].description).toBe("Updated property 'Paged Park 21'");
    const second = await history('property', id, 20);
    expect(second.more).toBe(false);
    // 21 edits and the creation: two left, the first edit and the creation.
    expect(second.entries.map((entry) => entry.description)).toEqual([
      "Updated property 'Paged Park 1'",
      expect.stringMatching(/^Created property /),
    ]);
  });

  it('lets support staff read a history', async () => {
    const cookie = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const res = await api.app.inject({ method: 'GET', url: '/api/history?entityType=user&id=1', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an unknown record type or a malformed id with 400 naming the field', async () => {
    expectError(await api.get('/api/history?entityType=invoice&id=1'), 400, { fields: ['entityType'] });
    expectError(await api.get('/api/history?entityType=agency&id=x'), 400, { fields: ['id'] });
  });

  it("reads a record's entries off the audit entity index, in the page's order", async () => {
    // The demo's log is small enough for a scan to win on cost: take scans off to see that the index serves the query.
    const plan = await api.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from activity where source = 'audit' and entity_type = 'agency' and entity_id = '1' order by occurred_at desc, id desc limit 21`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan using activity_audit_entity_occurred_at_index/);
    expect(plan).not.toContain('Sort');
  });
});
