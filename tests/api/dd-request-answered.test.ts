import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExtDdRequest } from '@common/api/data-rooms';
import type { InboxItem } from '@common/api/inbox';
import { externalDdRequests } from '../../server/db/schema';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { auditAbout } from './helpers/activity';
import { propertyWithDataRoom, raiseRentRollRequest } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { DEMO_ADMIN, loginAs } from './helpers/test-app';

// Issue 32, 'Inbox': an external due-diligence request waits until it is answered: by a file
// uploaded under its heading after it, or by an admin marking it answered with a note.

const api = useLoggedInApp();
const answer = (id: number, body: unknown) => api.send('PUT', `/api/property-data-room/extdd/${id}/answered`, body);

/** A property of the test's own with one document request raised on a level-2 heading. */
async function raisedRequest() {
  const room = await propertyWithDataRoom(api);
  const heading = (await room.round(1)).find((item) => item.level === 2)!;
  return { ...room, request: await raiseRentRollRequest(api, heading.id) };
}

const inboxOf = async (propertyId: number) => {
  const res = await api.get(`/api/inbox?filter=${encodeURIComponent(JSON.stringify({ propertyId }))}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InboxItem[]>();
};
const requestCount = async () =>
  (await api.get('/api/inbox/counts')).json<{ total: number; byKind: Record<string, number> }>().byKind.request ?? 0;

describe('PUT /api/property-data-room/extdd/{id}/answered', () => {
  it('takes a request marked answered off the inbox and its count, and lists who answered it, when and how', async () => {
    const { propertyId, request } = await raisedRequest();
    expect(request).toMatchObject({ answeredAt: null, answeredBy: null, answeredNote: null });
    expect((await inboxOf(propertyId)).map((item) => [item.kind, item.itemId])).toEqual([['request', request.id]]);
    const waiting = await requestCount();

    const res = await answer(request.id, { note: '  Sent by email on 3 December  ' });
    expect(res.statusCode, res.body).toBe(200);
    const admin = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`;
    expect(res.json()).toMatchObject({
      id: request.id,
      answeredAt: expect.any(String),
      answeredBy: admin,
      answeredNote: 'Sent by email on 3 December',
    });
    expect(await inboxOf(propertyId)).toEqual([]);
    expect(await requestCount()).toBe(waiting - 1);

    const listed = (await api.get(`/api/property-data-room/extdd?propertyid=${propertyId}`)).json<ExtDdRequest[]>();
    expect(listed).toMatchObject([{ id: request.id, answeredBy: admin, answeredNote: 'Sent by email on 3 December' }]);
    const [entry] = (await auditAbout(api.app, propertyId, 'external request')).filter((e) => e.comments?.startsWith('Marked'));
    expect(entry).toMatchObject({
      comments: "Marked the request 'Rent roll' answered",
      changes: { answeredNote: { from: null, to: 'Sent by email on 3 December' }, answeredAt: { from: null, to: expect.any(String) } },
    });
  });

  it('replaces the note when a request is marked answered again', async () => {
    const { request } = await raisedRequest();
    await answer(request.id, { note: 'Sent by email' });
    const again = await answer(request.id, { note: 'Uploaded to the buyer portal instead' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ answeredNote: 'Uploaded to the buyer portal instead' });
  });

  it.each([
    ['an empty note', { note: '' }],
    ['a blank note', { note: '   ' }],
    ['no note', {}],
  ])('refuses %s with 400 saying the note is required, and leaves the request waiting', async (_case, body) => {
    const { propertyId, request } = await raisedRequest();
    expectError(await answer(request.id, body), 400, { message: 'Invalid request: note is required', fields: ['note'] });
    const [row] = await api.app.db.select().from(externalDdRequests).where(eq(externalDdRequests.id, request.id));
    expect(row.answeredAt).toBeNull();
    expect(await inboxOf(propertyId)).toHaveLength(1);
  });

  it('refuses a note over 1000 characters or another field with 400', async () => {
    const { request } = await raisedRequest();
    expectError(await answer(request.id, { note: 'x'.repeat(1001) }), 400, { fields: ['note'] });
    expectError(await answer(request.id, { note: 'Sent', userId: 3 }), 400, { fields: ['userId'] });
  });

  it('answers 404 for an unknown request', async () => {
    expectError(await answer(99999999, { note: 'Sent by email' }), 404, {
      code: 'NOT_FOUND',
      message: 'External due-diligence request not found',
    });
  });

  it('refuses support staff with 403', async () => {
    const { request } = await raisedRequest();
    const support = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/property-data-room/extdd/${request.id}/answered`,
      headers: { cookie: support },
      payload: { note: 'Sent by email' },
    });
    expectError(res, 403, { code: 'READ_ONLY' });
  });
});
