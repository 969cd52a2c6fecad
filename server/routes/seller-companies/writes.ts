import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerCompanies, UNCAPTURED_DESCRIPTION } from '../../db/schema';
import { notFound } from '../../errors';
import { withUniqueName, type EditedOrganisation, type NewOrganisation, type OrganisationRules } from '../../lib/organisation-body';
import { sellerCompanyColumns } from './queries';

/** Spec §3: a seller's empty description is stored as 'Not captured'. */
export const sellerRules: OrganisationRules<string> = { nameField: 'companyName', blankDescription: UNCAPTURED_DESCRIPTION };

const nameTaken = <T>(write: PromiseLike<T>, name: string | undefined) =>
  withUniqueName(write, 'seller_companies_company_name_lower_idx', 'companyName', `A seller company named '${name}' already exists`);

export async function createSellerCompany(tx: DbOrTx, { name, ...contact }: NewOrganisation<string>) {
  const [created] = await nameTaken(
    tx
      .insert(sellerCompanies)
      .values({ companyName: name, ...contact })
      .returning(sellerCompanyColumns),
    name,
  );
  return created;
}

/**
 * The seller as it stands, locked until the transaction ends: a concurrent edit waits, so the
 * audit's before is the row this edit replaces.
 */
export async function lockSellerCompany(tx: DbOrTx, id: number) {
  const [row] = await tx.select(sellerCompanyColumns).from(sellerCompanies).where(eq(sellerCompanies.id, id)).for('update');
  if (!row) throw notFound('Seller company');
  return row;
}

/** Absent fields keep their stored values. */
export async function updateSellerCompany(tx: DbOrTx, id: number, { name, ...contact }: EditedOrganisation<string>) {
  const [updated] = await nameTaken(
    tx
      .update(sellerCompanies)
      .set({ companyName: name, ...contact, updatedAt: new Date() })
      .where(eq(sellerCompanies.id, id))
      .returning(sellerCompanyColumns),
    name,
  );
  return updated;
}
