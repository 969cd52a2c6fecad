import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DataRoomItem } from '@common/api/data-rooms';
import type { ListReadiness, RoundReadiness } from '@common/api/readiness';
import { documentProgress } from '../../src/custom/data-rooms/view/documentProgress';
import { indexNumbers } from '../../src/custom/data-rooms/view/treeIndex';
import { parseCsv } from './helpers/csv';
import { propertyWithDataRoom, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { newPropertyBody } from './helpers/properties';

// Issue 33, 'Readiness': of the headings that expect a document, how many have a published file,
// per round and overall; on the property list (sorted, filtered) and per property with what is missing.

const api = useLoggedInApp();

type Room = Awaited<ReturnType<typeof propertyWithDataRoom>>;
type ListRow = { id: number; readiness: ListReadiness };

const readiness = async (propertyId: number) => {
  const res = await api.get(`/api/property-data-room/readiness?propertyId=${propertyId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ propertyId: number; rounds: RoundReadiness[] }>().rounds;
};
const list = async (query: { filter?: object; sort?: [string, 'ASC' | 'DESC']; range?: [number, number] }) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, JSON.stringify(value));
  const res = await api.get(`/api/properties/admin?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const rowOf = async (propertyId: number) => (await list({})).json<ListRow[]>().find((row) => row.id === propertyId)!;

/** Uploads a PDF under a heading and publishes it (true), rejects it (false) or leaves it pending. */
async function fileUnder(room: Room, heading: DataRoomItem, decision?: boolean) {
  const res = await uploadToDataRoom(
    api,
    { propertyId: room.propertyId, headingId: heading.id },
    { name: 'Doc.pdf', bytes: smallPdf('doc') },
  );
  expect(res.statusCode, res.body).toBe(201);
  const { fileId } = res.json<DataRoomItem & { fileId: number }>();
  if (decision !== undefined) await decide(fileId, decision);
  return fileId;
}
async function decide(fileId: number, publish: boolean) {
  const res = await api.send('PUT', `/api/property-data-room/${fileId}/decision`, {
    publishYN: publish,
    ...(publish ? {} : { rejectedReason: 'The copy is not signed by the seller.' }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** What the Manage Datarooms tab counts for a round (its root heading's progress) and numbers its headings. */
async function tabFigures(room: Room, round: 1 | 2) {
  const items = await room.round(round);
  const root = items.find((item) => item.parentId === null)!;
  const numbers = indexNumbers(items);
  const missing = items
    .filter((item) => item.itemType === 'DATA_ROOM' && item.requiresDocument)
    .filter((heading) => !items.some((f) => f.itemType === 'FILE' && f.parentId === heading.id && f.isPublished))
    .map((heading) => ({ headingId: heading.id, number: numbers.get(heading.id) ?? '', title: heading.displayName }));
  return { round, ...documentProgress(items).get(root.id)!, missing };
}

/** The server's figures agree with the tab's, round by round, and the list's column sums them. */
async function expectAgreement(room: Room) {
  const rounds = await readiness(room.propertyId);
  expect(rounds).toEqual([await tabFigures(room, 1), await tabFigures(room, 2)]);
  const [r1, r2] = rounds;
  expect((await rowOf(room.propertyId)).readiness).toEqual({
    done: r1.done + r2.done,
    required: r1.required + r2.required,
    round1: { done: r1.done, required: r1.required },
    round2: { done: r2.done, required: r2.required },
  });
  return rounds;
}

const expected = (items: DataRoomItem[]) => items.filter((item) => item.itemType === 'DATA_ROOM' && item.requiresDocument);

describe('GET /api/property-data-room/readiness', () => {
  it('moves as files are published and rejected, as the Manage Datarooms tab counts', async () => {
    const room = await propertyWithDataRoom(api);
    const round1 = await room.round(1);
    const [first, second] = expected(round1);
    const notExpected = round1.find((item) => item.itemType === 'DATA_ROOM' && !item.requiresDocument && item.parentId !== null)!;

    const fresh = await expectAgreement(room);
    expect(fresh[0].done).toBe(0);
    expect(fresh[0].required).toBe(expected(round1).length);
    expect(fresh[0].missing[0]).toEqual({ headingId: first.id, number: indexNumbers(round1).get(first.id), title: first.displayName });

    // A pending file, a rejected one, or one under a heading that expects nothing, changes nothing.
    const pending = await fileUnder(room, first);
    await fileUnder(room, second, false);
    await fileUnder(room, notExpected, true);
    expect((await expectAgreement(room))[0].done).toBe(0);

    await decide(pending, true);
    const published = await expectAgreement(room);
    expect(published[0].done).toBe(1);
    expect(published[0].missing.map((m) => m.headingId)).not.toContain(first.id);
    expect(published[1]).toEqual(fresh[1]);

    // Rejected after all, the heading is missing again.
    await decide(pending, false);
    expect(await expectAgreement(room)).toEqual(fresh);
  });

  it('answers 0 of 0 for a property without a data room, 404 for an unknown one and 400 without an id', async () => {
    const created = await api.send('POST', '/api/properties', await newPropertyBody(api.app));
    const { id } = created.json<{ id: number }>();
    expect(await readiness(id)).toEqual([
      { round: 1, done: 0, required: 0, missing: [] },
      { round: 2, done: 0, required: 0, missing: [] },
    ]);
    expect((await rowOf(id)).readiness).toBeNull();
    expectError(await api.get('/api/property-data-room/readiness?propertyId=99999999'), 404);
    expectError(await api.get('/api/property-data-room/readiness'), 400, { fields: ['propertyId'] });
  });

  it('sends what is missing as a CSV download: Round, Number, Heading', async () => {
    const room = await propertyWithDataRoom(api);
    await fileUnder(room, expected(await room.round(2))[0], true);
    const rounds = await readiness(room.propertyId);
    const res = await api.get(`/api/property-data-room/readiness.csv?propertyId=${room.propertyId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="data-room-missing-${room.propertyId}.csv"`);
    expect(res.body.startsWith('\ufeff')).toBe(true);
    expect(parseCsv(res.body.slice(1))).toEqual([
      ['Round', 'Number', 'Heading'],
      ...rounds.flatMap((r) => r.missing.map((m) => [String(r.round), m.number, m.title])),
    ]);
    expectError(await api.get('/api/property-data-room/readiness.csv?propertyId=99999999'), 404);
  });
});

describe('GET /api/properties/admin: the readiness column', () => {
  const shareOf = (row: ListRow) => (row.readiness ? row.readiness.done / row.readiness.required : null);

  it.each(['ASC', 'DESC'] as const)('sorts by the share published (%s), properties without a data room last', async (order) => {
    const rows = (await list({ sort: ['readiness', order] })).json<ListRow[]>();
    const shares = rows.map(shareOf);
    const known = shares.filter((share) => share !== null);
    expect(shares.slice(0, known.length)).toEqual(known);
    expect(known).toEqual([...known].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
    expect(known.length).toBeGreaterThan(0);
    expect(known.length).toBeLessThan(rows.length);
  });

  // About fifty uploads: more than the default 20 s on a busy machine.
  it('filters complete, incomplete and no data room, counting afresh after a publish', { timeout: 60_000 }, async () => {
    const room = await propertyWithDataRoom(api);
    const totalOf = async (readiness: string) =>
      Number((await list({ filter: { readiness }, range: [0, 24] })).headers['content-range']?.toString().split('/')[1]);
    const idsOf = async (readiness: string) => (await list({ filter: { readiness } })).json<ListRow[]>();
    const complete = await totalOf('complete');

    const incomplete = await idsOf('incomplete');
    expect(incomplete.map((row) => row.id)).toContain(room.propertyId);
    expect(incomplete.every((row) => row.readiness && row.readiness.done < row.readiness.required)).toBe(true);
    expect((await idsOf('none')).every((row) => row.readiness === null)).toBe(true);

    // Every expected heading of both rounds gets a file, all published at once: the property is complete.
    const fileIds: number[] = [];
    for (const heading of [...expected(await room.round(1)), ...expected(await room.round(2))])
      fileIds.push(await fileUnder(room, heading));
    const published = await api.send('POST', '/api/property-data-room/publish', { fileIds });
    expect(published.statusCode, published.body).toBe(200);
    const completed = await idsOf('complete');
    expect(completed.map((row) => row.id)).toContain(room.propertyId);
    expect(completed.every((row) => row.readiness && row.readiness.done === row.readiness.required)).toBe(true);
    expect(await totalOf('complete')).toBe(complete + 1);
  });

  it('refuses an unknown readiness filter with 400 naming it', async () => {
    expectError(await api.get(`/api/properties/admin?filter=${encodeURIComponent('{"readiness":"half"}')}`), 400, {
      fields: ['filter.readiness'],
    });
  });
});

describe('the counts the list reads (data_room_readiness, kept by triggers)', () => {
  it('two decisions on one property at once are both counted, and every property matches a count of its headings', async () => {
    const room = await propertyWithDataRoom(api);
    const required = (await room.round(1)).filter((item) => item.itemType === 'DATA_ROOM' && item.requiresDocument);
    const files = [await fileUnder(room, required[0]), await fileUnder(room, required[1])];
    await Promise.all(files.map((fileId) => decide(fileId, true)));
    expect((await rowOf(room.propertyId)).readiness?.round1.done).toBe(2);

    // Whatever wrote them (the demo's seed, the build, uploads, decisions), the kept counts are the counted ones.
    const { rows } = await api.app.db.execute<{ property_id: number }>(sql`
      with counted as (
        select h.property_id,
          (count(*) filter (where h.round = 1))::int as r1, (count(*) filter (where h.round = 1 and h.done))::int as d1,
          (count(*) filter (where h.round = 2))::int as r2, (count(*) filter (where h.round = 2 and h.done))::int as d2
        from (select e.property_id, e.round, exists (select 1 from property_data_room_items f
            where f.parent_id = e.id and f.item_type = 'FILE' and f.is_published) as done
          from property_data_room_items e where e.item_type = 'DATA_ROOM' and e.requires_document) h
        group by h.property_id)
      select coalesce(c.property_id, k.property_id) as property_id from counted c
      full join data_room_readiness k on k.property_id = c.property_id
      where (c.r1, c.d1, c.r2, c.d2) is distinct from (k.round1_required, k.round1_done, k.round2_required, k.round2_done)`);
    expect(rows).toEqual([]);
  });
});
