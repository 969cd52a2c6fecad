import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies } from '../../db/schema';
import { notFound } from '../../errors';
import { withUniqueName, type EditedOrganisation, type NewOrganisation, type OrganisationRules } from '../../lib/organisation-body';
import { agencyColumns } from './queries';

/** An agency's empty description is stored as none (the 'Not captured' rule is the sellers'). */
export const agencyRules: OrganisationRules<null> = { nameField: 'agencyName', blankDescription: null };

const nameTaken = <T>(write: PromiseLike<T>, name: string | undefined) =>
  withUniqueName(write, 'agencies_agency_name_lower_idx', 'agencyName', `An agency named '${name}' already exists`);

export async function createAgency(tx: DbOrTx, { name, ...contact }: NewOrganisation<null>) {
  const [created] = await nameTaken(
    tx
      .insert(agencies)
      .values({ agencyName: name, ...contact })
      .returning(agencyColumns),
    name,
  );
  return created;
}

/**
 * The agency as it stands, locked until the transaction ends: a concurrent edit waits, so the
 * audit's before is the row this edit replaces.
 */
export async function lockAgency(tx: DbOrTx, id: number) {
  const [row] = await tx.select(agencyColumns).from(agencies).where(eq(agencies.id, id)).for('update');
  if (!row) throw notFound('Agency');
  return row;
}

/** Absent fields keep their stored values. */
export async function updateAgency(tx: DbOrTx, id: number, { name, ...contact }: EditedOrganisation<null>) {
  const [updated] = await nameTaken(
    tx
      .update(agencies)
      .set({ agencyName: name, ...contact, updatedAt: new Date() })
      .where(eq(agencies.id, id))
      .returning(agencyColumns),
    name,
  );
  return updated;
}
