import { beforeAll, describe, expect, it } from 'vitest';
import type { PathGroup } from '@common/api/buyer-path';
import { createServiceToken } from '../../server/lib/service-tokens';
import { addRequest } from '../../server/routes/data-rooms/review-writes';
import { propertyWithDataRoom, smallPdf } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { createProperty } from './helpers/properties';
import { multipartBody } from './helpers/uploads';
import { demoUserOfRole, newUserBody } from './helpers/users';

// Issue 33 'A buyer's path': per property the buyer touched, what happened in time order: the
// public site's views and enquiries, the NDA and each round's decision, discrete access, requests.

const api = useLoggedInApp();
let token: string;
beforeAll(async () => {
  token = await createServiceToken(api.app.db, 'buyer-path-test');
});

const ok = async <T>(res: Promise<{ statusCode: number; body: string; json: <U>() => U }>, status = 200): Promise<T> => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<T>();
};

/** A visitor event as the public site reports it (docs/activity-events.md). */
const visit = (eventId: string, nature: string, propertyId: number, userId: number) =>
  ok(
    api.app.inject({
      method: 'POST',
      url: '/api/activity/events',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ eventId, nature, propertyId, userId }),
    }),
  );

const pathOf = (buyerId: number, query = '') => ok<PathGroup[]>(api.get(`/api/users/${buyerId}/path${query}`));

/** A buyer of the test's own, and a property whose data room it went through in both rounds, and a property it only viewed. */
async function buyerWithHistory() {
  const buyer = await ok<{ id: number }>(api.send('POST', '/api/users', newUserBody()), 201);
  const viewedOnly = await createProperty(api);
  const room = await propertyWithDataRoom(api);
  const { propertyId } = room;

  await visit(`view-${buyer.id}`, 'Property Details Viewed', propertyId, buyer.id);
  await visit(`enquiry-${buyer.id}`, 'Investment Enquiry', propertyId, buyer.id);
  const { payload, headers } = multipartBody(
    { name: 'NDA.pdf', type: 'application/pdf', bytes: smallPdf('Non-disclosure agreement') },
    { fields: { adminuserid: '1', userid: String(buyer.id), propertyid: String(propertyId) } },
  );
  const nda = await ok<{ id: number }>(api.send('POST', '/api/ndaregister/upload', payload, headers), 201);
  await ok(api.send('PUT', `/api/ndaregister/${nda.id}/approve`, { round: 'round1', status: 'Accepted' }));
  await ok(api.send('PUT', `/api/ndaregister/${nda.id}/approve`, { round: 'round2', status: 'Rejected' }));
  await ok(api.send('PUT', `/api/properties/?id=${propertyId}`, { isActive: true, isDiscrete: true }));
  const grant = await ok<{ id: number }>(api.send('POST', '/api/property-discrete-users', { propertyId, buyerId: buyer.id }), 201);
  await ok(api.send('PUT', `/api/property-discrete-users/${grant.id}/remove`, {}));
  // The buyer's request comes from the public site's data room, which writes it as the buyer.
  const heading = (await room.round(2)).find((item) => item.level === 2)!;
  const request = await api.app.db.transaction((tx) =>
    addRequest(tx, heading.id, 'text', { title: 'Rent roll', body: 'The current rent roll, please.' }, buyer.id),
  );
  await visit(`viewed-only-${buyer.id}`, 'Property Details Viewed', viewedOnly, buyer.id);
  return { buyerId: buyer.id, propertyId, viewedOnly, ndaId: nda.id, grantId: grant.id, requestId: request.created.id };
}

describe('GET /api/users/{id}/path', () => {
  it('lists per property, the one touched last first, every event in time order with the record it is about', async () => {
    const b = await buyerWithHistory();
    const groups = await pathOf(b.buyerId);
    expect(groups.map((group) => group.propertyId)).toEqual([b.viewedOnly, b.propertyId]);
    expect(groups[1].propertyReference).toMatch(/\S/);
    const events = groups[1].events;
    expect(events.map(({ kind, itemId, round, description }) => [kind, itemId, round, description])).toEqual([
      ['view', expect.any(Number), null, 'Property Details Viewed'],
      ['enquiry', expect.any(Number), null, 'Investment Enquiry'],
      ['nda-upload', b.ndaId, null, "NDA 'NDA.pdf' uploaded"],
      ['nda-decision', b.ndaId, 1, 'Round 1 NDA accepted'],
      ['nda-decision', b.ndaId, 2, 'Round 2 NDA rejected'],
      ['discrete-granted', b.grantId, null, 'Discrete access granted'],
      ['discrete-removed', b.grantId, null, 'Discrete access removed'],
      ['request', b.requestId, 2, "Requested 'Rent roll'"],
    ]);
    const times = events.map((event) => event.at);
    expect([...times].sort()).toEqual(times);
  });

  it('filters by property and by kind', async () => {
    const b = await buyerWithHistory();
    const one = await pathOf(b.buyerId, `?propertyId=${b.viewedOnly}`);
    expect(one.map((group) => [group.propertyId, group.events.map((event) => event.kind)])).toEqual([[b.viewedOnly, ['view']]]);
    const decisions = await pathOf(b.buyerId, '?kind=nda-decision');
    expect(decisions.map((group) => [group.propertyId, group.events.map((event) => event.round)])).toEqual([[b.propertyId, [1, 2]]]);
    expect(await pathOf(b.buyerId, `?propertyId=${b.viewedOnly}&kind=request`)).toEqual([]);
  });

  it('answers 404 for an unknown user, 400 for one who is not a buyer or a kind it does not know', async () => {
    expectError(await api.get('/api/users/99999/path'), 404, { message: 'User not found' });
    const agent = await demoUserOfRole(api.app, 6);
    expectError(await api.get(`/api/users/${agent.id}/path`), 400, { fields: ['id'] });
    const buyer = await demoUserOfRole(api.app, 5);
    expectError(await api.get(`/api/users/${buyer.id}/path?kind=download`), 400, { fields: ['kind'] });
  });
});
