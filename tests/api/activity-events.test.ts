import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { activity, properties, serviceTokens } from '../../server/db/schema';
import { createServiceToken, revokeServiceTokens } from '../../server/lib/service-tokens';
import { getActivity, type ActivityJson } from './helpers/activity';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { buildTestApp } from './helpers/test-app';
import { demoUserOfRole } from './helpers/users';
import { ADMIN_ROLE_TYPE, SUPPORT_ROLE_TYPE } from '@common/role-types';

const api = useLoggedInApp();
let token: string;
let propertyId: number;
let buyerId: number;
let agentId: number;
let adminId: number;
let supportId: number;
beforeAll(async () => {
  token = await createServiceToken(api.app.db, 'test-site');
  [{ id: propertyId }] = await api.app.db.select({ id: properties.id }).from(properties).orderBy(asc(properties.id)).limit(1);
  buyerId = (await demoUserOfRole(api.app, 5)).id;
  agentId = (await demoUserOfRole(api.app, 6)).id;
  adminId = (await demoUserOfRole(api.app, ADMIN_ROLE_TYPE)).id;
  supportId = (await demoUserOfRole(api.app, SUPPORT_ROLE_TYPE)).id;
});

const URL = '/api/activity/events';
const NO_TOKEN = { code: 'UNAUTHORIZED', message: 'A valid service token is required (Authorization: Bearer ...)' };

const post = (payload: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }, target = api.app) =>
  target.inject({
    method: 'POST',
    url: URL,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
const countRows = () => api.app.db.$count(activity);
const recorded = (eventIds: string[]) =>
  api.app.db.select().from(activity).where(inArray(activity.eventId, eventIds)).orderBy(asc(activity.id));

let sequence = 0;
/** A valid event with a fresh eventId: a visitor known by id, on a demo property. */
const event = (extra: Record<string, unknown> = {}) => ({
  eventId: `test-${++sequence}`,
  nature: 'Property Details Viewed',
  occurredAt: '2026-11-20T10:00:00.000Z',
  propertyId,
  userId: buyerId,
  ...extra,
});

describe('authentication by service token', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer bo_not-a-real-token' }],
    ['a token under another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['Bearer without a token', { authorization: 'Bearer ' }],
  ])('answers 401 with %s and records nothing', async (_case, headers: Record<string, string>) => {
    const before = await countRows();
    const sent = event();
    expectError(await post(sent, headers), 401, NO_TOKEN);
    expect(await countRows()).toBe(before);
    expect(await recorded([sent.eventId])).toEqual([]);
  });

  it('checks the token before the body, so an outsider learns nothing from validation', async () => {
    expectError(await post({ nope: true }), 400);
    expectError(await post({ nope: true }, {}), 401, NO_TOKEN);
  });

  it('answers 401 to a revoked token, which worked before', async () => {
    const revoked = await createServiceToken(api.app.db, 'old-site');
    expect((await post(event(), { authorization: `Bearer ${revoked}` })).statusCode).toBe(200);
    expect(await revokeServiceTokens(api.app.db, 'old-site')).toBe(1);
    const before = await countRows();
    expectError(await post(event(), { authorization: `Bearer ${revoked}` }), 401, NO_TOKEN);
    expect(await countRows()).toBe(before);
  });

  it('accepts the scheme in any case', async () => {
    expect((await post(event(), { authorization: `bearer ${token}` })).statusCode).toBe(200);
  });

  it('needs no session and no same-origin check: it is called server to server', async () => {
    const res = await post(event(), {
      authorization: `Bearer ${token}`,
      origin: 'https://marketplace.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is not authorised by an admin session cookie alone', async () => {
    const before = await countRows();
    expectError(await post(event(), { cookie: api.cookie }), 401, NO_TOKEN);
    expectError(await post(event(), { cookie: api.cookie, origin: 'http://localhost:80' }), 401, NO_TOKEN);
    expect(await countRows()).toBe(before);
  });

  it("records the token's last use", async () => {
    const fresh = await createServiceToken(api.app.db, 'fresh-site');
    const lastUsed = async () => (await api.app.db.select().from(serviceTokens).where(eq(serviceTokens.name, 'fresh-site')))[0].lastUsedAt;
    expect(await lastUsed()).toBeNull();
    const sentAt = Date.now();
    expect((await post(event(), { authorization: `Bearer ${fresh}` })).statusCode).toBe(200);
    const used = await lastUsed();
    expect(used).toBeInstanceOf(Date);
    expect(used!.getTime()).toBeGreaterThanOrEqual(sentAt - 1000);
    expect(used!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('recording events', () => {
  it('records a single event posted on its own, in the canonical spelling, as Information by default', async () => {
    const sent = event({
      nature: 'property enquiry',
      addedById: agentId,
      comments: '  Asked for the rent roll  ',
      personaliseReference: ' visitor-ref-1 ',
    });
    const res = await post(sent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 1, created: 1, duplicates: 0 });
    const [row] = await recorded([sent.eventId]);
    expect(row).toMatchObject({
      source: 'visitor',
      eventId: sent.eventId,
      nature: 'Property Enquiry',
      statusDescription: 'Information',
      occurredAt: new Date(sent.occurredAt),
      propertyId,
      userId: buyerId,
      addedById: agentId,
      comments: 'Asked for the rent roll',
      personaliseReference: 'visitor-ref-1',
      entityType: null,
      entityId: null,
      changes: null,
    });
  });

  it('shows a recorded event in GET /api/activity with its property and people', async () => {
    const sent = event({ nature: 'INVESTMENT ENQUIRY', statusDescription: 'wip', comments: 'Shows in the log 7f3a' });
    expect((await post(sent)).statusCode).toBe(200);
    const rows: ActivityJson[] = (await getActivity(api, { filter: { q: 'Shows in the log 7f3a' } })).json();
    expect(rows).toEqual([
      expect.objectContaining({
        occurredAt: sent.occurredAt,
        dateOnly: '2026-11-20',
        nature: 'Investment Enquiry',
        statusDescription: 'WIP',
        propertyId,
        propertyTitle: expect.any(String),
        userId: buyerId,
        userName: expect.any(String),
        source: 'visitor',
      }),
    ]);
  });

  it('records an event without occurredAt as happening now', async () => {
    const sent = event();
    delete (sent as Partial<typeof sent>).occurredAt;
    const before = Date.now();
    expect((await post(sent)).statusCode).toBe(200);
    const [row] = await recorded([sent.eventId]);
    expect(row.occurredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.occurredAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records an anonymous visitor known only by a personalise reference', async () => {
    const sent = event({ userId: null, personaliseReference: 'anon-4b1d' });
    expect((await post(sent)).json()).toEqual({ received: 1, created: 1, duplicates: 0 });
    expect(await recorded([sent.eventId])).toEqual([expect.objectContaining({ userId: null, personaliseReference: 'anon-4b1d' })]);
  });

  it('records a batch of 3', async () => {
    const batch = [
      event(),
      event({ nature: 'NDA Signed', statusDescription: 'Closed' }),
      event({ nature: 'self registration', propertyId: null }),
    ];
    const before = await countRows();
    const res = await post({ events: batch });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 3, created: 3, duplicates: 0 });
    expect(await countRows()).toBe(before + 3);
    const rows = await recorded(batch.map((e) => e.eventId));
    expect(rows.map((r) => [r.eventId, r.nature, r.statusDescription])).toEqual([
      [batch[0].eventId, 'Property Details Viewed', 'Information'],
      [batch[1].eventId, 'NDA Signed', 'Closed'],
      [batch[2].eventId, 'Self Registration', 'Information'],
    ]);
  });

  it('skips events already recorded, so a batch may be resent safely', async () => {
    const batch = [event(), event(), event()];
    expect((await post({ events: batch })).json()).toEqual({ received: 3, created: 3, duplicates: 0 });
    const before = await countRows();
    const rowsBefore = await recorded(batch.map((e) => e.eventId));
    const resent = await post({ events: batch });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ received: 3, created: 0, duplicates: 3 });
    expect(await countRows()).toBe(before);
    expect(await recorded(batch.map((e) => e.eventId))).toEqual(rowsBefore);
  });

  it('records only the new events of a partly resent batch, leaving the old ones as they were', async () => {
    const old = event({ comments: 'first report' });
    expect((await post(old)).statusCode).toBe(200);
    const fresh = event();
    const res = await post({ events: [{ ...old, comments: 'changed on resend' }, fresh] });
    expect(res.json()).toEqual({ received: 2, created: 1, duplicates: 1 });
    const rows = await recorded([old.eventId, fresh.eventId]);
    expect(rows.map((r) => [r.eventId, r.comments])).toEqual([
      [old.eventId, 'first report'],
      [fresh.eventId, null],
    ]);
  });

  it('does not treat a demo event id as new', async () => {
    const res = await post(event({ eventId: 'demo-1' }));
    expect(res.json()).toEqual({ received: 1, created: 0, duplicates: 1 });
  });

  it('accepts a batch of 500', async () => {
    const before = await countRows();
    const res = await post({ events: Array.from({ length: 500 }, () => event()) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 500, created: 500, duplicates: 0 });
    expect(await countRows()).toBe(before + 500);
  });
});

describe('invalid events: nothing of the batch is recorded', () => {
  /** Each way an event can be wrong that only the database or the vocabulary can tell, and the field named. */
  const PROBLEMS: [string, () => Record<string, unknown>, string][] = [
    ['an unknown nature', () => event({ nature: 'Page Liked' }), 'nature'],
    ['an unknown status', () => event({ statusDescription: 'Pending' }), 'statusDescription'],
    ['a propertyId that does not exist', () => event({ propertyId: 999999 }), 'propertyId'],
    ['a userId that does not exist', () => event({ userId: 999999 }), 'userId'],
    ['an addedById that does not exist', () => event({ addedById: 999999 }), 'addedById'],
    ['no userId and no personaliseReference', () => event({ userId: null }), 'userId'],
    ['no userId and a blank personaliseReference', () => event({ userId: undefined, personaliseReference: '   ' }), 'userId'],
    ['an occurredAt far in the future', () => event({ occurredAt: '2030-01-01T00:00:00.000Z' }), 'occurredAt'],
    ['an addedById naming an administrator', () => event({ addedById: adminId }), 'addedById'],
    ['an addedById naming support staff', () => event({ addedById: supportId }), 'addedById'],
  ];

  it('names events.{i}.{field} for each problem of a batch and records none of it', async () => {
    const valid = event();
    const batch = [valid, ...PROBLEMS.map(([, make]) => make())];
    const repeated = { ...event(), eventId: valid.eventId };
    batch.push(repeated);
    const before = await countRows();
    const error = expectError(await post({ events: batch }), 400, {
      code: 'BAD_REQUEST',
      fields: [...PROBLEMS.map(([, , field], i) => `events.${i + 1}.${field}`), `events.${batch.length - 1}.eventId`],
    });
    expect(error.message).toBe(`Invalid events: ${PROBLEMS.length + 1} problem(s)`);
    expect(error.fields![`events.${batch.length - 1}.eventId`]).toBe('is repeated in this batch');
    expect(error.fields!['events.6.userId']).toBe('a userId or a personaliseReference is required');
    expect(error.fields![`events.${PROBLEMS.length}.addedById`]).toBe(
      'cannot be a back-office account (an administrator or support staff)',
    );
    expect(await countRows()).toBe(before);
    expect(await recorded(batch.map((e) => String(e.eventId)))).toEqual([]);
  });

  it.each(PROBLEMS)('rejects a batch with %s in one event, naming it, and records none of it', async (_case, make, field) => {
    const batch = [event(), event(), make()];
    const before = await countRows();
    expectError(await post({ events: batch }), 400, { code: 'BAD_REQUEST', fields: [`events.2.${field}`] });
    expect(await countRows()).toBe(before);
  });

  it.each(PROBLEMS)('rejects a single event with %s, naming the field without a prefix', async (_case, make, field) => {
    const before = await countRows();
    expectError(await post(make()), 400, { code: 'BAD_REQUEST', fields: [field] });
    expect(await countRows()).toBe(before);
  });

  it('records nothing of a batch with a new and an already-recorded event when another is invalid', async () => {
    const fresh = event();
    const before = await countRows();
    expectError(await post({ events: [fresh, event({ eventId: 'demo-2' }), event({ nature: '??' })] }), 400, {
      fields: ['events.2.nature'],
    });
    expect(await countRows()).toBe(before);
    expect(await recorded([fresh.eventId])).toEqual([]);
  });

  it.each([
    ['a missing eventId', () => ({ nature: 'NDA Signed', userId: buyerId }), 'eventId'],
    ['a missing nature', () => ({ eventId: `test-${++sequence}`, userId: buyerId }), 'nature'],
    ['an unknown field', () => event({ isAdmin: true }), 'isAdmin'],
    ['a propertyId that is not a number', () => event({ propertyId: '12' }), 'propertyId'],
    ['a propertyId of 0', () => event({ propertyId: 0 }), 'propertyId'],
    ['an occurredAt that is not a timestamp', () => event({ occurredAt: 'last Tuesday' }), 'occurredAt'],
    ['an empty eventId', () => event({ eventId: '' }), 'eventId'],
    ['an eventId over 100 characters', () => event({ eventId: 'x'.repeat(101) }), 'eventId'],
    ['comments over 2000 characters', () => event({ comments: 'x'.repeat(2001) }), 'comments'],
  ])(
    'rejects %s with 400 VALIDATION_FAILED: events.{i}.{field} in a batch, the field alone for a single event',
    async (_case, make, field) => {
      const before = await countRows();
      expectError(await post({ events: [event(), make()] }), 400, { code: 'VALIDATION_FAILED', fields: [`events.1.${field}`] });
      expectError(await post(make()), 400, { code: 'VALIDATION_FAILED', fields: [field] });
      expect(await countRows()).toBe(before);
    },
  );

  it('rejects 501 events with 400 and records none', async () => {
    const before = await countRows();
    expectError(await post({ events: Array.from({ length: 501 }, () => event()) }), 400, { code: 'VALIDATION_FAILED', fields: ['events'] });
    expect(await countRows()).toBe(before);
  });

  it('rejects an empty batch', async () => {
    expectError(await post({ events: [] }), 400, { code: 'VALIDATION_FAILED', fields: ['events'] });
  });

  it('rejects an unknown field beside events', async () => {
    expectError(await post({ events: [event()], site: 'marketplace' }), 400, { code: 'VALIDATION_FAILED', fields: ['site'] });
  });

  it('rejects a bare array and an empty body', async () => {
    expectError(await post([event()]), 400, { code: 'VALIDATION_FAILED' });
    const empty = await api.app.inject({ method: 'POST', url: URL, headers: { authorization: `Bearer ${token}` } });
    expectError(empty, 400);
  });
});

describe('rate limit (EVENTS_RATE_LIMIT_MAX=2)', () => {
  let limited: App;
  let limitedToken: string;
  beforeAll(async () => {
    limited = await buildTestApp({ EVENTS_RATE_LIMIT_MAX: '2' });
    limitedToken = await createServiceToken(limited.db, 'test-site');
  });
  afterAll(() => limited.close());

  it('answers 429 RATE_LIMITED to the third request in a minute and records nothing of it', async () => {
    const headers = { authorization: `Bearer ${limitedToken}` };
    expect((await post(event(), headers, limited)).statusCode).toBe(200);
    expect((await post(event(), headers, limited)).statusCode).toBe(200);
    const before = await limited.db.$count(activity);
    const blocked = await post(event(), headers, limited);
    const error = expectError(blocked, 429, { code: 'RATE_LIMITED' });
    expect(error.message).toMatch(/^Too many attempts\. Try again in \d+ (seconds?|minutes?)\.$/);
    expect(await limited.db.$count(activity)).toBe(before);
  });

  it('counts each token on its own', async () => {
    const other = await createServiceToken(limited.db, 'other-site');
    expect((await post(event(), { authorization: `Bearer ${other}` }, limited)).statusCode).toBe(200);
  });
});
