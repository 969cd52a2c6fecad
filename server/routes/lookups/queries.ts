import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { categories, countries, propertyStatuses, provinces, userRoleTypes } from '../../db/schema';
import { natural } from '../../db/natural-order';

export type LookupTable = typeof categories | typeof propertyStatuses | typeof provinces | typeof countries | typeof userRoleTypes;

/** A whole reference table as `{ id, title }`, ordered by title for dropdowns. */
export const listLookup = (db: DbOrTx, table: LookupTable) =>
  db
    .select({ id: table.id, title: table.title })
    .from(table)
    .orderBy(asc(natural(table.title)));
