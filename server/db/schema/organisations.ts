import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

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
  (t) => [index().on(t.agencyName)],
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
    description: text().notNull().default('Not captured'),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index().on(t.companyName)],
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
