import { sql, type SQL } from 'drizzle-orm';
import { properties } from '../db/schema';

/**
 * One part of a union of kinds of item (the inbox's waiting items, a buyer's path): its kind, the
 * item and the item's property, then the area's own columns, named in the order given, so that
 * every part lines up with the others (a part may also stand alone, filtered to its kind).
 */
export const kindPart = (kind: string, itemId: SQL, propertyId: SQL, own: Record<string, SQL>): SQL =>
  sql`select ${kind}::text as kind, ${itemId} as item_id, ${propertyId} as property_id, ${sql.join(
    Object.entries(own).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  )}`;

/** A row of `unionWithProperty`: the area's own columns beside these. */
export type KindRow<Kind extends string> = {
  kind: Kind;
  item_id: number;
  property_id: number;
  property_reference: string;
  listing_title: string;
};

/** The parts as one union (on one property, if asked), each row with its property's reference and title. */
export const unionWithProperty = (parts: readonly SQL[], propertyId?: number): SQL => sql`
  select u.*, p.property_reference, p.listing_title
  from (${sql.join([...parts], sql` union all `)}) u
  join ${properties} p on p.id = u.property_id
  ${propertyId === undefined ? sql`` : sql`where u.property_id = ${propertyId}`}`;
