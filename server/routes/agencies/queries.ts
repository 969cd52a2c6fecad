import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { versionOf } from '../../lib/record-version';
import { agencies, AGENCY_SEARCHED } from '../../db/schema';
import { booleanFilter, pagedRows, textFilter, type ListRequest } from '../../lib/list-query';
import { natural } from '../../lib/natural-order';
import { anyContains } from '../../lib/search';

export const agencyColumns = {
  id: agencies.id,
  agencyName: agencies.agencyName,
  description: agencies.description,
  contactPerson: agencies.contactPerson,
  contactNumber: agencies.contactNumber,
  emailAddress: agencies.emailAddress,
  isActive: agencies.isActive,
  version: versionOf(agencies.updatedAt),
};

export const agencySortable = {
  id: agencies.id,
  agencyName: natural(agencies.agencyName),
  contactPerson: natural(agencies.contactPerson),
  contactNumber: agencies.contactNumber,
  emailAddress: natural(agencies.emailAddress),
  description: natural(agencies.description),
  isActive: agencies.isActive,
};

function agencyWhere(filter: Record<string, unknown>): SQL | undefined {
  const q = textFilter(filter, 'q');
  const isActive = booleanFilter(filter, 'isActive');
  return and(q ? anyContains(AGENCY_SEARCHED, q) : undefined, isActive === undefined ? undefined : eq(agencies.isActive, isActive));
}

export function listAgencies(db: DbOrTx, list: ListRequest<keyof typeof agencySortable>) {
  const where = agencyWhere(list.filter);
  const query = db
    .select(agencyColumns)
    .from(agencies)
    .where(where)
    .orderBy(...list.orderBy)
    .$dynamic();
  return pagedRows(query, list.page, () => db.$count(agencies, where));
}

export async function getAgency(db: DbOrTx, id: number) {
  const [row] = await db.select(agencyColumns).from(agencies).where(eq(agencies.id, id));
  return row;
}
