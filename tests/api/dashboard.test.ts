import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '@common/api/dashboard';
import { activity, ndaRegister, properties, propertyDataRoomItems, type NewPropertyDataRoomItem } from '../../server/db/schema';
import { AUDIT_NATURE } from '@common/activity-vocabulary';
import { smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { demoUserOfRole } from './helpers/users';

// Issue 32, 'Home page': the dashboard's figures on a data set built here by hand (the demo's
// properties and activity are emptied first), counted exactly, and moving as an admin publishes.

const api = useLoggedInApp();

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** Noon (UTC) `daysAgo` days before today, far from either midnight. */
const noonDaysAgo = (daysAgo: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12) - daysAgo * DAY_MS);
};

const figures = async () => {
  const res = await api.get('/api/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardFigures>();
};

let ids: { forSale: number; placeholder: number; underOffer: number; sold: number };
/** The headings files are uploaded under, by property and round. */
let headings: { dueDiligenceLegal: number };

/** Four properties, two small data rooms, an NDA waiting, and visitor activity around the 90 days' edges. */
beforeAll(async () => {
  const { db } = api.app;
  // Everything hanging off a property (data rooms, NDAs, grants, activity) goes with the demo's.
  await db.execute(sql`truncate ${properties} cascade`);
  const agent = await demoUserOfRole(api.app, 6);
  const buyer = await demoUserOfRole(api.app, 5);
  const [seller] = (await db.execute<{ id: number }>(sql`select id from seller_companies order by id limit 1`)).rows;
  const property = (n: number, set: { categoryId: number; propertyStatusId: number; isActive: boolean; isPlaceholder: boolean }) => ({
    propertyReference: `DASH-${n}`,
    listingTitle: `Dashboard property ${n}`,
    listingDescription: 'Teaser',
    title: `Dashboard property ${n}`,
    shortDescription: 'Introduction',
    sellerCompanyId: seller.id,
    agentId: agent.id,
    addressLine1: `${n} Main Road`,
    suburb: 'Foreshore',
    provinceId: 9,
    countryId: 1,
    displayOrder: n,
    ...set,
  });
  const rows = await db
    .insert(properties)
    .values([
      property(1, { categoryId: 1, propertyStatusId: 1, isActive: true, isPlaceholder: false }),
      property(2, { categoryId: 2, propertyStatusId: 1, isActive: true, isPlaceholder: true }),
      property(3, { categoryId: 1, propertyStatusId: 2, isActive: false, isPlaceholder: false }),
      property(4, { categoryId: 3, propertyStatusId: 3, isActive: false, isPlaceholder: true }),
    ])
    .returning({ id: properties.id });
  ids = { forSale: rows[0].id, placeholder: rows[1].id, underOffer: rows[2].id, sold: rows[3].id };

  /** One row of a data room: a heading, or a file (published or waiting) under one. */
  const item = async (
    propertyId: number,
    round: 1 | 2,
    parent: { id: number; level: number } | null,
    displayName: string,
    file?: { published: boolean },
  ) => {
    const values: NewPropertyDataRoomItem = {
      propertyId,
      round,
      itemType: file ? 'FILE' : 'DATA_ROOM',
      level: parent ? parent.level + 1 : 0,
      parentId: parent?.id ?? null,
      displayName,
      isPublished: file?.published ?? false,
      displayOrder: displayName === 'Plans' ? 2 : 1,
    };
    const [row] = await db.insert(propertyDataRoomItems).values(values).returning();
    return row;
  };
  // Property 1: a published file two levels below round 1's Legal, a waiting one right under its Plans.
  const room1 = await item(ids.forSale, 1, null, 'Virtual data room');
  const legal1 = await item(ids.forSale, 1, room1, 'Legal');
  await item(ids.forSale, 1, await item(ids.forSale, 1, legal1, 'Title deed'), 'Title deed.pdf', { published: true });
  await item(ids.forSale, 1, await item(ids.forSale, 1, room1, 'Plans'), 'Site plan.pdf', { published: false });
  // Property 3: round 1's Legal empty, a published file right under its Plans; round 2's Legal empty.
  const room3 = await item(ids.underOffer, 1, null, 'Virtual data room');
  await item(ids.underOffer, 1, room3, 'Legal');
  await item(ids.underOffer, 1, await item(ids.underOffer, 1, room3, 'Plans'), 'Floor plan.pdf', { published: true });
  const dueDiligence3 = await item(ids.underOffer, 2, null, 'Due diligence');
  headings = { dueDiligenceLegal: (await item(ids.underOffer, 2, dueDiligence3, 'Legal')).id };

  await db.insert(ndaRegister).values({ propertyId: ids.placeholder, userId: buyer.id });

  const entry = (nature: string, occurredAt: Date) => ({ nature, occurredAt, propertyId: ids.forSale });
  await db.insert(activity).values([
    entry('Property Enquiry', noonDaysAgo(0)),
    entry('Property Enquiry', noonDaysAgo(0)),
    entry('Property Details Viewed', noonDaysAgo(0)),
    entry('Property Details Viewed', noonDaysAgo(1)),
    // The first of the 90 days counts; the day before it, and tomorrow, do not.
    entry('Investment Enquiry', noonDaysAgo(89)),
    entry('Investment Enquiry', noonDaysAgo(90)),
    entry('Investment Enquiry', noonDaysAgo(-1)),
  ]);
});

describe('GET /api/dashboard', () => {
  it('counts the properties, what waits, the activity of the last 90 days and the data rooms exactly', async () => {
    const counted = await figures();
    expect(counted.propertiesByStatus).toEqual([
      { id: 1, name: 'For Sale', count: 2 },
      { id: 2, name: 'Under Offer', count: 1 },
      { id: 3, name: 'Sold', count: 1 },
      ...counted.propertiesByStatus.slice(3).map((status) => ({ ...status, count: 0 })),
    ]);
    const byCategory = Object.fromEntries(counted.propertiesByCategory.map((c) => [c.id, c.count]));
    expect(byCategory).toMatchObject({ 1: 2, 2: 1, 3: 1, 4: 0 });
    expect(counted.propertiesByCategory.reduce((sum, c) => sum + c.count, 0)).toBe(4);
    expect(counted.publication).toEqual({ total: 4, published: 2, unpublished: 2, placeholders: 2 });
    expect(counted.pendingByKind).toEqual([
      { kind: 'nda-round-1', count: 1 },
      { kind: 'nda-round-2', count: 0 },
      { kind: 'file', count: 1 },
      { kind: 'request', count: 0 },
      { kind: 'discrete-access', count: 0 },
    ]);
    expect(counted.activity).toEqual({
      from: dayOf(noonDaysAgo(89)),
      to: dayOf(noonDaysAgo(0)),
      byDay: [
        { day: dayOf(noonDaysAgo(89)), nature: 'Investment Enquiry', count: 1 },
        { day: dayOf(noonDaysAgo(1)), nature: 'Property Details Viewed', count: 1 },
        { day: dayOf(noonDaysAgo(0)), nature: 'Property Details Viewed', count: 1 },
        { day: dayOf(noonDaysAgo(0)), nature: 'Property Enquiry', count: 2 },
      ],
    });
    expect(counted.dataRoomCompleteness).toEqual([
      { round: 1, heading: 'Legal', properties: 2, withPublishedFile: 1 },
      { round: 1, heading: 'Plans', properties: 2, withPublishedFile: 1 },
      { round: 2, heading: 'Legal', properties: 1, withPublishedFile: 0 },
    ]);
  });

  it("finds, with each figure's filter on the properties list, the properties it counts", async () => {
    const counted = await figures();
    const listed = async (filter: Record<string, unknown>) => {
      const res = await api.get(`/api/properties/admin?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}`);
      expect(res.statusCode, res.body).toBe(200);
      return Number(String(res.headers['content-range']).split('/')[1]);
    };
    for (const status of counted.propertiesByStatus) expect(await listed({ propertyStatusId: status.id })).toBe(status.count);
    for (const category of counted.propertiesByCategory) expect(await listed({ categoryId: category.id })).toBe(category.count);
    expect(await listed({ isActive: true })).toBe(counted.publication.published);
    expect(await listed({ isActive: false })).toBe(counted.publication.unpublished);
    expect(await listed({ isPlaceholder: true })).toBe(counted.publication.placeholders);
  });

  it('moves as a property is published and a file is uploaded and published, each write logged today', async () => {
    const before = await figures();
    const adminChangesToday = (counted: DashboardFigures) =>
      counted.activity.byDay.find((row) => row.day === counted.activity.to && row.nature === AUDIT_NATURE)?.count ?? 0;
    expect(adminChangesToday(before)).toBe(0);

    const published = await api.send('PUT', `/api/properties/?id=${ids.underOffer}`, { isActive: true });
    expect(published.statusCode, published.body).toBe(200);
    const afterPublishing = await figures();
    expect(afterPublishing.publication).toEqual({ total: 4, published: 3, unpublished: 1, placeholders: 2 });
    expect(adminChangesToday(afterPublishing)).toBe(1);

    const uploaded = await uploadToDataRoom(
      api,
      { propertyId: ids.underOffer, headingId: headings.dueDiligenceLegal },
      { name: 'Title deed.pdf', bytes: smallPdf('Title deed') },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const waiting = await figures();
    expect(waiting.pendingByKind.find((row) => row.kind === 'file')?.count).toBe(2);
    expect(waiting.dataRoomCompleteness.at(-1)).toEqual({ round: 2, heading: 'Legal', properties: 1, withPublishedFile: 0 });

    const decided = await api.send('PUT', `/api/property-data-room/${uploaded.json<{ fileId: number }>().fileId}/decision`, {
      publishYN: true,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = await figures();
    expect(after.pendingByKind.find((row) => row.kind === 'file')?.count).toBe(1);
    expect(after.dataRoomCompleteness.at(-1)).toEqual({ round: 2, heading: 'Legal', properties: 1, withPublishedFile: 1 });
    expect(adminChangesToday(after)).toBe(3);
  });

  it('refuses anyone not logged in', async () => {
    expectError(await api.app.inject({ method: 'GET', url: '/api/dashboard' }), 401, { code: 'UNAUTHORIZED' });
  });
});
