import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identity, timestamps } from './columns';
import { natural } from '../natural-order';
import { trigramsOfEach } from '../search';

/** Spec §3: what a seller company's empty description is stored as. */
export const UNCAPTURED_DESCRIPTION = 'Not captured';

/** What the agencies list's `q` searches; agencies_search_idx holds exactly these. */
const agencySearchedOf = (t: { agencyName: AnyColumn; contactPerson: AnyColumn; emailAddress: AnyColumn; description: AnyColumn }) =>
  [t.agencyName, t.contactPerson, t.emailAddress, t.description] as const;

/** What the seller companies list's `q` searches; seller_companies_search_idx holds exactly these. */
const sellerCompanySearchedOf = (t: { companyName: AnyColumn; contactPerson: AnyColumn; emailAddress: AnyColumn }) =>
  [t.companyName, t.contactPerson, t.emailAddress] as const;

export const agencies = pgTable(
  'agencies',
  {
    id: identity(),
    agencyName: text().notNull(),
    description: text(),
    contactPerson: text(),
    contactNumber: varchar({ length: 20 }),
    emailAddress: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('agencies_agency_name_natural_idx').on(natural(t.agencyName)),
    // Two agencies of one name cannot be told apart in the agency select: unique regardless of case.
    uniqueIndex('agencies_agency_name_lower_idx').on(sql`lower(${t.agencyName})`),
    // Search ignoring case and accents (server/lib/search.ts), by trigram.
    index('agencies_search_idx').using('gin', ...trigramsOfEach(agencySearchedOf(t))),
  ],
);

export const sellerCompanies = pgTable(
  'seller_companies',
  {
    id: identity(),
    companyName: text().notNull(),
    contactPerson: text(),
    /** Spec §9: at most 20 characters. */
    contactNumber: varchar({ length: 20 }),
    emailAddress: text(),
    description: text().notNull().default(UNCAPTURED_DESCRIPTION),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('seller_companies_company_name_natural_idx').on(natural(t.companyName)),
    // Two sellers of one name cannot be told apart on a property: unique regardless of case.
    uniqueIndex('seller_companies_company_name_lower_idx').on(sql`lower(${t.companyName})`),
    // Search ignoring case and accents (server/lib/search.ts), by trigram.
    index('seller_companies_search_idx').using('gin', ...trigramsOfEach(sellerCompanySearchedOf(t))),
  ],
);

export const AGENCY_SEARCHED = agencySearchedOf(agencies);
export const SELLER_COMPANY_SEARCHED = sellerCompanySearchedOf(sellerCompanies);

export type Agency = typeof agencies.$inferSelect;
export type NewAgency = typeof agencies.$inferInsert;
export type SellerCompany = typeof sellerCompanies.$inferSelect;
export type NewSellerCompany = typeof sellerCompanies.$inferInsert;
