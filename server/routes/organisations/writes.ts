import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { withUniqueName, type EditedOrganisation, type NewOrganisation } from '../../lib/organisation-body';
import type { OrganisationArea } from './areas';
import { organisationColumns } from './queries';

type Insert = OrganisationArea['table']['$inferInsert'];

const nameTaken = <T>(area: OrganisationArea, write: PromiseLike<T>, name: string | undefined) =>
  withUniqueName(write, area.uniqueIndex, area.nameField, area.nameTaken(name));

export async function createOrganisation(tx: DbOrTx, area: OrganisationArea, { name, ...contact }: NewOrganisation<string | null>) {
  // The name's key is the area's (agencyName, companyName): the one thing the two tables spell differently.
  const values = { [area.nameField]: name, ...contact } as Insert;
  const [created] = await nameTaken(area, tx.insert(area.table).values(values).returning(organisationColumns(area)), name);
  return created;
}

/**
 * The record as it stands, locked until the transaction ends: a concurrent edit waits, so the
 * audit's before is the row this edit replaces.
 */
export async function lockOrganisation(tx: DbOrTx, area: OrganisationArea, id: number) {
  const [row] = await tx.select(organisationColumns(area)).from(area.table).where(eq(area.table.id, id)).for('update');
  if (!row) throw notFound(area.label);
  return row;
}

/** Absent fields keep their stored values. */
export async function updateOrganisation(
  tx: DbOrTx,
  area: OrganisationArea,
  id: number,
  { name, ...contact }: EditedOrganisation<string | null>,
) {
  const values = { [area.nameField]: name, ...contact, updatedAt: new Date() } as Partial<Insert>;
  const [updated] = await nameTaken(
    area,
    tx.update(area.table).set(values).where(eq(area.table.id, id)).returning(organisationColumns(area)),
    name,
  );
  return updated;
}
