import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../server/app';
import { users } from '../../../server/db/schema';
import type { LoggedInApp } from './logged-in-app';

/** A complete POST /api/properties body (spec: new property payload) naming the demo data's first agent. */
export async function newPropertyBody(app: App, overrides: Record<string, unknown> = {}) {
  const [agent] = await app.db.select({ id: users.id }).from(users).where(eq(users.userRoleTypeId, 6)).limit(1);
  return {
    userId: 3,
    categoryId: 1,
    agentId: agent.id,
    sellerCompanyId: 2,
    listingTitle: 'Harbour View Offices',
    listingDescription: '4,200 m² with sea views',
    title: 'Harbour View Offices',
    shortDescription: 'A-grade offices on the Foreshore.',
    addressLine1: '1 Heerengracht',
    addressLine2: '',
    addressLine3: '',
    suburb: 'Foreshore',
    nearestTown: 'N/A',
    provinceId: 9,
    countryId: 1,
    propertyStatusId: 1,
    ...overrides,
  };
}

/** A property of the test's own, created through the API as the demo admin (so no other test's rows show); its id. */
export async function createProperty(api: LoggedInApp): Promise<number> {
  const res = await api.send('POST', '/api/properties', await newPropertyBody(api.app));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
