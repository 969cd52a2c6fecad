import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { properties } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { idFilter } from './list-query';

/**
 * The property a list is narrowed to, if any: `?propertyId=7` (the spec's call) or
 * `filter={"propertyId":7}` (react-admin's getList); when both are given they must agree.
 */
export function optionalPropertyId(queryId: number | undefined, filter: Record<string, unknown>): number | undefined {
  const filterId = idFilter(filter, 'propertyId');
  if (queryId !== undefined && filterId !== undefined && queryId !== filterId) {
    throw badRequest('Invalid request: propertyId and filter.propertyId differ', { propertyId: 'differs from filter.propertyId' });
  }
  return queryId ?? filterId;
}

/** The property a list of its items is for, given as `optionalPropertyId` reads it: one of the two is required. */
export function listedPropertyId(queryId: number | undefined, filter: Record<string, unknown>): number {
  const id = optionalPropertyId(queryId, filter);
  if (id === undefined) throw badRequest('Invalid request: propertyId is required', { propertyId: 'is required' });
  return id;
}

export async function assertPropertyExists(db: DbOrTx, propertyId: number): Promise<void> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId));
  if (!row) throw notFound('Property');
}

/** An item (content block, media item) of `propertyId`, or 400 naming `field` when it belongs to another property. */
export function assertItemOf<T extends { propertyId: number }>(item: T, propertyId: number, field: string): T {
  if (item.propertyId !== propertyId) {
    throw badRequest(`Invalid request: ${field} belongs to another property`, { [field]: 'belongs to another property' });
  }
  return item;
}
