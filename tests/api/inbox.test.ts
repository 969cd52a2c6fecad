import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '@common/api/inbox';
import type { DataRoomItem } from '@common/api/data-rooms';
import { properties } from '../../server/db/schema';
import { propertyWithDataRoom, raiseRentRollRequest, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { multipartBody } from './helpers/uploads';
import { demoUserOfRole } from './helpers/users';

// Issue 32, 'Inbox': every item across properties that waits for an admin, as decisions made
// elsewhere (the Vault, Manage Datarooms, the Headers tab) take items off it.

const api = useLoggedInApp();

const inbox = async (filter: Record<string, unknown> = {}, extra = '') => {
  const res = await api.get(`/api/inbox?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const itemsOf = async (propertyId: number) => (await inbox({ propertyId })).json<InboxItem[]>();
const kindsOf = async (propertyId: number) => (await itemsOf(propertyId)).map((item) => [item.kind, item.subject]);

describe('GET /api/inbox', () => {
  it('lists what waits on a property, and each decision made where it belongs takes its item off', async () => {
    const room = await propertyWithDataRoom(api);
    const { propertyId } = room;
    const buyer = await demoUserOfRole(api.app, 5);
    const { rows: names } = await api.app.db.execute<{ name: string }>(
      sql`select first_name || ' ' || last_name as name from users where id = ${buyer.id}`,
    );
    const buyerName = names[0].name;
    expect(await itemsOf(propertyId)).toEqual([]);

    // An NDA uploaded for a buyer waits for round 1; accepted, it waits for round 2; accepted again, for nothing.
    const { payload, headers } = multipartBody(
      { name: 'NDA.pdf', type: 'application/pdf', bytes: smallPdf('Non-disclosure agreement') },
      { fields: { adminuserid: '1', userid: String(buyer.id), propertyid: String(propertyId) } },
    );
    const nda = (await api.send('POST', '/api/ndaregister/upload', payload, headers)).json<{ id: number }>();
    const [waiting] = await itemsOf(propertyId);
    expect(waiting).toMatchObject({
      id: `nda-round-1-${nda.id}`,
      kind: 'nda-round-1',
      itemId: nda.id,
      propertyId,
      subject: buyerName,
      round: 1,
    });
    const { rows } = await api.app.db.execute<{ property_reference: string; listing_title: string }>(
      // Its property by reference and name, as the row shows it.
      sql`select property_reference, listing_title from properties where id = ${propertyId}`,
    );
    expect(waiting).toMatchObject({ propertyReference: rows[0].property_reference, propertyTitle: rows[0].listing_title });
    await api.send('PUT', `/api/ndaregister/${nda.id}/approve`, { round: 'round1', status: 'Accepted' });
    expect(await kindsOf(propertyId)).toEqual([['nda-round-2', buyerName]]);
    await api.send('PUT', `/api/ndaregister/${nda.id}/approve`, { round: 'round2', status: 'Accepted' });
    expect(await kindsOf(propertyId)).toEqual([]);

    // A file waits until it is published (or rejected).
    const heading = (await room.round(1)).find((item) => item.level === 2)!;
    const uploaded = await uploadToDataRoom(api, { propertyId, headingId: heading.id }, { name: 'Lease.pdf', bytes: smallPdf('Lease') });
    const file = uploaded.json<DataRoomItem & { fileId: number }>();
    expect(await kindsOf(propertyId)).toEqual([['file', 'Lease.pdf']]);
    await api.send('PUT', `/api/property-data-room/${file.fileId}/decision`, { publishYN: true });
    expect(await kindsOf(propertyId)).toEqual([]);

    // A buyer's request waits until a file is uploaded under its heading after it.
    await raiseRentRollRequest(api, heading.id);
    expect(await kindsOf(propertyId)).toEqual([['request', 'Rent roll']]);
    await uploadToDataRoom(api, { propertyId, headingId: heading.id }, { name: 'Rent roll.pdf', bytes: smallPdf('Rent roll') });
    expect(await kindsOf(propertyId)).toEqual([['file', 'Rent roll.pdf']]);

    // A discrete grant waits for a look once its property is no longer both active and discrete.
    await api.app.db.update(properties).set({ isActive: true, isDiscrete: true }).where(eq(properties.id, propertyId));
    const granted = await api.send('POST', '/api/property-discrete-users', { userId: 3, propertyId, buyerId: buyer.id });
    expect(granted.statusCode, granted.body).toBe(201);
    expect((await kindsOf(propertyId)).map(([kind]) => kind)).toEqual(['file']);
    await api.app.db.update(properties).set({ isDiscrete: false }).where(eq(properties.id, propertyId));
    expect((await kindsOf(propertyId)).map(([kind]) => kind).sort()).toEqual(['discrete-access', 'file']);
  });

  it('pages on the server, oldest first, filters by kind, and its counts agree with it', async () => {
    const all = await inbox({}, '&range=[0,9]');
    const total = Number(all.headers['content-range']?.toString().split('/')[1]);
    expect(total).toBeGreaterThan(10);
    const page = all.json<InboxItem[]>();
    expect(page).toHaveLength(10);
    const times = page.map((item) => item.waitingSince);
    expect(times).toEqual([...times].sort());

    const counts = (await api.get('/api/inbox/counts')).json<{ total: number; byKind: Record<string, number> }>();
    expect(counts.total).toBe(total);
    for (const [kind, n] of Object.entries(counts.byKind)) {
      const res = await inbox({ kind }, '&range=[0,0]');
      expect(res.headers['content-range'], kind).toMatch(new RegExp(`/${n}$`));
      expect(res.json<InboxItem[]>().every((item) => item.kind === kind)).toBe(true);
    }
  });

  it('refuses an unknown kind and anyone not logged in', async () => {
    expectError(await api.get(`/api/inbox?filter=${encodeURIComponent('{"kind":"everything"}')}`), 400, { code: 'BAD_REQUEST' });
    expectError(await api.app.inject({ method: 'GET', url: '/api/inbox' }), 401, { code: 'UNAUTHORIZED' });
    expectError(await api.app.inject({ method: 'GET', url: '/api/inbox/counts' }), 401, { code: 'UNAUTHORIZED' });
  });
});
