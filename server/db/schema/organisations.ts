import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { natural } from '../../lib/natural-order';

/** Spec §3: what a seller company's empty description is stored as. */
export const UNCAPTURED_DESCRIPTION = 'Not captured';

export const agencies = pgTable(
  'agencies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
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
  ],
);

export const sellerCompanies = pgTable(
  'seller_companies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
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
  ],
);

export const portfolios = pgTable(
  'portfolios',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    heroImageLink: text(),
    image1Link: text(),
    image2Link: text(),
    image3Link: text(),
    ...timestamps,
  },
  (t) => [index().on(t.title)],
);

export type Agency = typeof agencies.$inferSelect;
export type NewAgency = typeof agencies.$inferInsert;
export type SellerCompany = typeof sellerCompanies.$inferSelect;
export type NewSellerCompany = typeof sellerCompanies.$inferInsert;
export type Portfolio = typeof portfolios.$inferSelect;
export type NewPortfolio = typeof portfolios.$inferInsert;
