import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { versionOf } from '../../lib/record-version';
import { booleanFilter, listRows, textFilter, type ListRequest } from '../../lib/list-query';
import { natural } from '../../db/natural-order';
import { anyContains } from '../../db/search';
import type { OrganisationArea } from './areas';

/** What an area's records answer: its name under the area's key, then the contact fields. */
export function organisationColumns({ table, nameField, nameColumn }: OrganisationArea) {
  return {
    id: table.id,
    [nameField]: nameColumn,
    description: table.description,
    contactPerson: table.contactPerson,
    contactNumber: table.contactNumber,
    emailAddress: table.emailAddress,
    isActive: table.isActive,
    version: versionOf(table.updatedAt),
  };
}

export function organisationSortable({ table, nameField, nameColumn }: OrganisationArea) {
  return {
    id: table.id,
    [nameField]: natural(nameColumn),
    contactPerson: natural(table.contactPerson),
    contactNumber: table.contactNumber,
    emailAddress: natural(table.emailAddress),
    description: natural(table.description),
    isActive: table.isActive,
  };
}

function organisationWhere({ table, searched }: OrganisationArea, filter: Record<string, unknown>): SQL | undefined {
  const q = textFilter(filter, 'q');
  const isActive = booleanFilter(filter, 'isActive');
  return and(q ? anyContains(searched, q) : undefined, isActive === undefined ? undefined : eq(table.isActive, isActive));
}

export function listOrganisations(db: DbOrTx, area: OrganisationArea, list: ListRequest<string>) {
  return listRows(db, area.table, organisationColumns(area), organisationWhere(area, list.filter), list);
}

export async function getOrganisation(db: DbOrTx, area: OrganisationArea, id: number) {
  const [row] = await db.select(organisationColumns(area)).from(area.table).where(eq(area.table.id, id));
  return row;
}
