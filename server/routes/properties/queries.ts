import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  agencies,
  categories,
  checklists,
  countries,
  properties,
  propertyStatuses,
  provinces,
  sellerCompanies,
  users,
} from '../../db/schema';
import { booleanFilter, idFilter, likePattern, pagedRows, textFilter, type ListRequest } from '../../lib/list-query';

const agentColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  emailAddress: users.emailAddress,
  cellNumber: users.cellNumber,
  agencyName: agencies.agencyName,
  agencyId: agencies.id,
};

export const propertyRowColumns = {
  id: properties.id,
  propertyReference: properties.propertyReference,
  listingTitle: properties.listingTitle,
  listingDescription: properties.listingDescription,
  shortDescription: properties.shortDescription,
  categoryId: properties.categoryId,
  category: categories.title,
  propertyStatusId: properties.propertyStatusId,
  propertyStatus: propertyStatuses.title,
  suburb: properties.suburb,
  provinceId: properties.provinceId,
  province: provinces.title,
  countryId: properties.countryId,
  country: countries.title,
  addressLine1: properties.addressLine1,
  addressLine2: properties.addressLine2,
  addressLine3: properties.addressLine3,
  nearestTown: properties.nearestTown,
  isActive: properties.isActive,
  isDiscrete: properties.isDiscrete,
  isFeatured: properties.isFeatured,
  isListable: properties.isListable,
  isPlaceholder: properties.isPlaceholder,
  displayOrder: properties.displayOrder,
  agent: agentColumns,
};

export const propertySortable = {
  id: properties.id,
  propertyReference: properties.propertyReference,
  listingTitle: properties.listingTitle,
  category: categories.title,
  propertyStatus: propertyStatuses.title,
  suburb: properties.suburb,
  province: provinces.title,
  displayOrder: properties.displayOrder,
  isActive: properties.isActive,
  isDiscrete: properties.isDiscrete,
  isFeatured: properties.isFeatured,
  isListable: properties.isListable,
};

/** The spec's shape: placeholderyn as 1/0 and the agent's agency nested as `agency.name`. */
export function toSpecShape<R extends { isPlaceholder: boolean; agent: { agencyId: number | null; agencyName: string | null } }>(row: R) {
  const { isPlaceholder, agent, ...rest } = row;
  const { agencyId, ...person }: R['agent'] = agent;
  return {
    ...rest,
    placeholderyn: isPlaceholder ? 1 : 0,
    agent: { ...person, agency: agencyId === null ? null : { id: agencyId, name: agent.agencyName ?? '' } },
  };
}

function propertyWhere(filter: Record<string, unknown>): SQL | undefined {
  const q = textFilter(filter, 'q');
  const pattern = q && likePattern(q);
  const flags = (['isActive', 'isDiscrete', 'isFeatured', 'isListable'] as const).map((flag) => {
    const value = booleanFilter(filter, flag);
    return value === undefined ? undefined : eq(properties[flag], value);
  });
  return and(
    pattern ? or(ilike(properties.listingTitle, pattern), ilike(properties.propertyReference, pattern), ilike(properties.suburb, pattern)) : undefined,
    ...(['categoryId', 'propertyStatusId', 'provinceId'] as const).map((key) => {
      const id = idFilter(filter, key);
      return id === undefined ? undefined : eq(properties[key], id);
    }),
    ...flags,
  );
}

/** Every list and detail reads a property with its lookups' titles and its agent's agency. */
function withLookups<T extends PgSelect>(query: T) {
  return query
    .innerJoin(categories, eq(properties.categoryId, categories.id))
    .innerJoin(propertyStatuses, eq(properties.propertyStatusId, propertyStatuses.id))
    .innerJoin(provinces, eq(properties.provinceId, provinces.id))
    .innerJoin(countries, eq(properties.countryId, countries.id))
    .innerJoin(users, eq(properties.agentId, users.id))
    .leftJoin(agencies, eq(users.agencyId, agencies.id));
}

const selectProperties = (db: DbOrTx) => withLookups(db.select(propertyRowColumns).from(properties).$dynamic());

export async function listAdminProperties(db: DbOrTx, list: ListRequest<keyof typeof propertySortable>) {
  const where = propertyWhere(list.filter);
  const query = selectProperties(db).where(where).orderBy(...list.orderBy).$dynamic();
  const { rows, total } = await pagedRows(query, list.page, () => db.$count(properties, where));
  return { rows: rows.map(toSpecShape), total };
}

/** The landing page's order: every property (or the featured ones), by display order. */
export async function listLandingOrder(db: DbOrTx, featuredOnly: boolean) {
  const rows = await selectProperties(db)
    .where(featuredOnly ? eq(properties.isFeatured, true) : undefined)
    .orderBy(asc(properties.displayOrder), asc(properties.id));
  return rows.map(toSpecShape);
}

/** Spec §3 'Property (admin detail)'. */
export async function getPropertyDetail(db: DbOrTx, id: number) {
  const query = db
    .select({
      ...propertyRowColumns,
      title: properties.title,
      sellerCompanyId: properties.sellerCompanyId,
      sellerCompany: { id: sellerCompanies.id, companyName: sellerCompanies.companyName },
      signedDocUrl: properties.signedDocUrl,
      checklist: checklists.name,
    })
    .from(properties)
    .$dynamic();
  const [row] = await withLookups(query)
    .innerJoin(sellerCompanies, eq(properties.sellerCompanyId, sellerCompanies.id))
    .leftJoin(checklists, eq(properties.checklistId, checklists.id))
    .where(eq(properties.id, id));
  return row && toSpecShape(row);
}
