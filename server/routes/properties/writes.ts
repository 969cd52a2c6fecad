import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { properties, type NewProperty, type Property } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { lockAllFound } from '../../lib/all-found';
import { lockDisplayOrder, moveInOrder, type DenseOrder } from '../../lib/display-order';
import { assertReferences } from './references';

export type PropertyFields = Partial<
  Pick<
    NewProperty,
    | 'categoryId'
    | 'agentId'
    | 'sellerCompanyId'
    | 'listingTitle'
    | 'listingDescription'
    | 'title'
    | 'shortDescription'
    | 'addressLine1'
    | 'addressLine2'
    | 'addressLine3'
    | 'suburb'
    | 'nearestTown'
    | 'provinceId'
    | 'countryId'
    | 'propertyStatusId'
    | 'isFeatured'
    | 'isListable'
    | 'isDiscrete'
    | 'isActive'
    | 'isPlaceholder'
  >
>;

/** The landing page's order: every property, one dense order (changes to it, create and move, take its lock). */
const landingOrder: DenseOrder<{ id: typeof properties.id; displayOrder: typeof properties.displayOrder }> = {
  table: properties,
  lockKey: 0,
  columns: { id: properties.id, displayOrder: properties.displayOrder },
};

/**
 * Creates a property at the end of the landing order, with the next PR- reference. An import
 * resolved every id in this transaction already (`referencesChecked`): checking each row again
 * was six statements of its ten, half a 1,000-row import's time.
 */
export async function createProperty(
  tx: DbOrTx,
  data: PropertyFields & Required<Pick<PropertyFields, 'listingTitle'>>,
  { referencesChecked = false } = {},
): Promise<Property> {
  if (!referencesChecked) await assertReferences(tx, data);
  await lockDisplayOrder(tx, properties, landingOrder.lockKey);
  const { rows } = await tx.execute<{ id: number; next_order: number }>(
    sql`select nextval(pg_get_serial_sequence('properties', 'id'))::int as id, coalesce(max(${properties.displayOrder}), 0) + 1 as next_order from ${properties}`,
  );
  const { id, next_order: displayOrder } = rows[0];
  const [created] = await tx
    .insert(properties)
    .values({
      ...(data as NewProperty),
      id,
      propertyReference: `PR-${1000 + id}`,
      title: data.title?.trim() || data.listingTitle,
      nearestTown: data.nearestTown?.trim() || 'N/A',
      displayOrder,
    })
    .returning();
  return created;
}

/** The audit entry of a new property: Add Property's, and each row of an import. */
export const propertyCreated = (property: Property) => ({
  entityType: 'property',
  entityId: property.id,
  propertyId: property.id,
  description: `Created property '${property.listingTitle}'`,
  after: property,
});

/** Spec §5: blank text keeps the current value; nearestTown falls back to 'N/A'. */
export async function updateProperty(tx: DbOrTx, current: Property, data: PropertyFields): Promise<Property> {
  await assertReferences(tx, data);
  const changes: Partial<NewProperty> = {};
  for (const [key, value] of Object.entries(data) as [keyof PropertyFields, unknown][]) {
    if (value === undefined || (typeof value === 'string' && value.trim() === '' && key !== 'addressLine2' && key !== 'addressLine3'))
      continue;
    (changes as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (!current.nearestTown && !changes.nearestTown) changes.nearestTown = 'N/A';
  const [updated] = await tx
    .update(properties)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(properties.id, current.id))
    .returning();
  return updated;
}

/** The audit entry of a change to a property's own fields: a save of its headers, or a bulk change of its flags. */
export const propertyUpdated = (before: Property, after: Property) => ({
  entityType: 'property',
  entityId: before.id,
  propertyId: before.id,
  description: `Updated property '${after.listingTitle}'`,
  before,
  after,
});

type PropertyFlags = Pick<PropertyFields, 'isActive' | 'isDiscrete' | 'isFeatured' | 'isListable'>;

/**
 * Issue 32's bulk change: the same flags on many properties, in the caller's transaction. Every
 * property is locked first, in id order, so two bulk changes over the same rows wait for each
 * other instead of deadlocking, and an unknown id refuses the whole change before anything is
 * written. A property already as asked is left alone (no new version, nothing to audit). The
 * flags are written as the headers form writes them: no other field depends on them.
 */
export async function setPropertyFlags(tx: DbOrTx, ids: readonly number[], flags: PropertyFlags) {
  const locked = await lockAllFound(tx, properties, 'id', ids, { one: 'Property', many: 'Properties' });
  const set = Object.entries(flags).filter(([, value]) => value !== undefined) as [keyof PropertyFlags, boolean][];
  const changing = locked.filter((row) => set.some(([flag, value]) => row[flag] !== value));
  if (!changing.length) return [];
  const changingIds = changing.map((row) => row.id);
  const updated = await tx
    .update(properties)
    .set({ ...Object.fromEntries(set), updatedAt: new Date() })
    .where(inArray(properties.id, changingIds))
    .returning();
  const after = new Map(updated.map((row) => [row.id, row]));
  return changing.map((before) => ({ before, after: after.get(before.id)! }));
}

/** The property; with `lock`, locked until the transaction ends, so an edit's check and write are one step. */
export async function findProperty(db: DbOrTx, id: number, { lock = false } = {}): Promise<Property> {
  const query = db.select().from(properties).where(eq(properties.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Property');
  return row;
}

/**
 * Spec §4 'Landing order drag': the property moves to sit right after `beforeId` (0 = the top)
 * and every property is renumbered 1..n. Under the landing-order lock, so concurrent moves
 * apply one after the other and the order stays dense. Answers the old and new positions and
 * the properties whose position changed.
 */
export async function moveInLandingOrder(tx: DbOrTx, propertyId: number, beforeId: number) {
  const moved = await moveInOrder(tx, landingOrder, propertyId, { after: beforeId });
  if (moved) return { from: moved.from, to: moved.to, renumbered: moved.changed };
  await findProperty(tx, propertyId);
  throw badRequest('Invalid request: propertyBeforeId does not exist', { propertyBeforeId: 'does not exist' });
}
