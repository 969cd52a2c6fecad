import { describe, expect, it } from 'vitest';
import type { BuyerView } from '@common/api/buyer-view';
import type { DataRoomItem } from '@common/api/data-rooms';
import { externalDdRequests } from '../../server/db/schema';
import { propertyWithDataRoom, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { multipartBody } from './helpers/uploads';
import { demoUserOfRole } from './helpers/users';

// Issue 33 'View as buyer': a round of a data room exactly as one buyer is entitled to it, and
// each reason it is withheld. The rule lives in server/routes/data-rooms/buyer-entitlement.ts.

const api = useLoggedInApp();

const view = async (propertyId: number, round: 1 | 2, buyerId: number) => {
  const res = await api.get(`/api/property-data-room/buyer-view?propertyId=${propertyId}&round=${round}&buyerId=${buyerId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BuyerView>();
};
const setFlags = async (propertyId: number, set: Record<string, boolean>) => {
  const res = await api.send('PUT', '/api/properties/flags', { ids: [propertyId], set });
  expect(res.statusCode, res.body).toBe(200);
};
async function uploadNda(propertyId: number, buyerId: number) {
  const { payload, headers } = multipartBody(
    { name: 'NDA.pdf', type: 'application/pdf', bytes: smallPdf('Non-disclosure agreement') },
    { fields: { adminuserid: '1', userid: String(buyerId), propertyid: String(propertyId) } },
  );
  const res = await api.send('POST', '/api/ndaregister/upload', payload, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
const decide = async (ndaId: number, round: 'round1' | 'round2', status: 'Accepted' | 'Rejected') => {
  const res = await api.send('PUT', `/api/ndaregister/${ndaId}/approve`, { round, status });
  expect(res.statusCode, res.body).toBe(200);
};

describe('GET /api/property-data-room/buyer-view', () => {
  it('withholds a round for each reason in turn, then shows what the buyer may see of it', async () => {
    const room = await propertyWithDataRoom(api);
    const { propertyId } = room;
    const buyer = await demoUserOfRole(api.app, 5);

    // A new property is not published, and the buyer has no NDA for it.
    expect((await view(propertyId, 1, buyer.id)).withheld).toEqual(['property-unpublished', 'nda-none']);
    await setFlags(propertyId, { isActive: true, isDiscrete: true });
    expect((await view(propertyId, 1, buyer.id)).withheld).toEqual(['discrete-no-access', 'nda-none']);
    const granted = await api.send('POST', '/api/property-discrete-users', { userId: 1, propertyId, buyerId: buyer.id });
    expect(granted.statusCode, granted.body).toBe(201);
    expect((await view(propertyId, 1, buyer.id)).withheld).toEqual(['nda-none']);

    const nda = await uploadNda(propertyId, buyer.id);
    const pending = await view(propertyId, 1, buyer.id);
    expect(pending).toMatchObject({ withheld: ['nda-pending'], items: [], requests: [] });
    await decide(nda, 'round1', 'Rejected');
    expect((await view(propertyId, 1, buyer.id)).withheld).toEqual(['nda-rejected']);
    await decide(nda, 'round1', 'Accepted');
    expect((await view(propertyId, 1, buyer.id)).withheld).toEqual([]);
    // Round 2 waits for its own decision.
    expect((await view(propertyId, 2, buyer.id)).withheld).toEqual(['nda-pending']);

    // Files: only published ones show; a hidden heading takes what is under it away.
    const headings = (await room.round(1)).filter((item) => item.level === 2);
    const [open, closed] = headings;
    const upload = async (headingId: number, name: string) =>
      (await uploadToDataRoom(api, { propertyId, headingId }, { name, bytes: smallPdf(name) })).json<DataRoomItem & { fileId: number }>();
    const lease = await upload(open.id, 'Lease.pdf');
    await upload(open.id, 'Draft.pdf');
    const plan = await upload(closed.id, 'Plan.pdf');
    for (const file of [lease, plan]) await api.send('PUT', `/api/property-data-room/${file.fileId}/decision`, { publishYN: true });
    await api.send('PUT', `/api/property-data-room/${closed.id}/visibility`, { isVisible: false });

    const seen = await view(propertyId, 1, buyer.id);
    const admin = await room.round(1);
    const names = seen.items.filter((item) => item.itemType === 'FILE').map((item) => item.displayName);
    expect(names).toEqual(['Lease.pdf']);
    expect(seen.items.map((item) => item.id)).not.toContain(closed.id);
    expect(seen.leftOut).toEqual({ unpublished: 1, hidden: 2 });
    expect(seen.items.length).toBe(admin.length - 3);
    expect(seen.buyer).toEqual({ id: buyer.id, name: expect.any(String) });

    // The buyer's own requests under headings they see; not one under the hidden heading.
    await api.app.db.insert(externalDdRequests).values([
      { propertyDataRoomId: open.id, requestType: 'file', title: 'Rent roll', body: 'Please.', requestedById: buyer.id },
      { propertyDataRoomId: closed.id, requestType: 'file', title: 'Site plan', body: 'Please.', requestedById: buyer.id },
      { propertyDataRoomId: open.id, requestType: 'text', title: "Someone else's", body: 'Please.', requestedById: 1 },
    ]);
    expect((await view(propertyId, 1, buyer.id)).requests.map((request) => request.title)).toEqual(['Rent roll']);

    // Access taken away: withheld again.
    await setFlags(propertyId, { isActive: false });
    expect(await view(propertyId, 1, buyer.id)).toMatchObject({ withheld: ['property-unpublished'], items: [] });
  });

  it('refuses a user who is not a buyer, an unknown user or property, and a round that does not exist', async () => {
    const { propertyId } = await propertyWithDataRoom(api);
    const agent = await demoUserOfRole(api.app, 6);
    const buyer = await demoUserOfRole(api.app, 5);
    expectError(await api.get(`/api/property-data-room/buyer-view?propertyId=${propertyId}&round=1&buyerId=${agent.id}`), 400, {
      message: 'Invalid request: buyerId is not a buyer: only a buyer has a view of the data room',
      fields: ['buyerId'],
    });
    expectError(await api.get(`/api/property-data-room/buyer-view?propertyId=${propertyId}&round=1&buyerId=99999999`), 404, {
      message: 'User not found',
    });
    expectError(await api.get(`/api/property-data-room/buyer-view?propertyId=99999999&round=1&buyerId=${buyer.id}`), 404, {
      message: 'Property not found',
    });
    expectError(await api.get(`/api/property-data-room/buyer-view?propertyId=${propertyId}&round=3&buyerId=${buyer.id}`), 400);
  });
});
