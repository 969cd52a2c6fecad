import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { versionOf } from '../../lib/record-version';
import { SELLER_COMPANY_SEARCHED, sellerCompanies } from '../../db/schema';
import { booleanFilter, pagedRows, textFilter, type ListRequest } from '../../lib/list-query';
import { natural } from '../../lib/natural-order';
import { anyContains } from '../../lib/search';

export const sellerCompanyColumns = {
  id: sellerCompanies.id,
  companyName: sellerCompanies.companyName,
  contactPerson: sellerCompanies.contactPerson,
  contactNumber: sellerCompanies.contactNumber,
  emailAddress: sellerCompanies.emailAddress,
  description: sellerCompanies.description,
  isActive: sellerCompanies.isActive,
  version: versionOf(sellerCompanies.updatedAt),
};

export const sellerCompanySortable = {
  id: sellerCompanies.id,
  companyName: natural(sellerCompanies.companyName),
  contactPerson: natural(sellerCompanies.contactPerson),
  contactNumber: sellerCompanies.contactNumber,
  emailAddress: natural(sellerCompanies.emailAddress),
  description: natural(sellerCompanies.description),
  isActive: sellerCompanies.isActive,
};

function sellerCompanyWhere(filter: Record<string, unknown>): SQL | undefined {
  const q = textFilter(filter, 'q');
  const isActive = booleanFilter(filter, 'isActive');
  return and(
    q ? anyContains(SELLER_COMPANY_SEARCHED, q) : undefined,
    isActive === undefined ? undefined : eq(sellerCompanies.isActive, isActive),
  );
}

export function listSellerCompanies(db: DbOrTx, list: ListRequest<keyof typeof sellerCompanySortable>) {
  const where = sellerCompanyWhere(list.filter);
  const query = db
    .select(sellerCompanyColumns)
    .from(sellerCompanies)
    .where(where)
    .orderBy(...list.orderBy)
    .$dynamic();
  return pagedRows(query, list.page, () => db.$count(sellerCompanies, where));
}

export async function getSellerCompany(db: DbOrTx, id: number) {
  const [row] = await db.select(sellerCompanyColumns).from(sellerCompanies).where(eq(sellerCompanies.id, id));
  return row;
}
