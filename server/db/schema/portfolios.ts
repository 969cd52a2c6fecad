import { sql, type AnyColumn } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { identity, timestampNow, reference, timestamps } from './columns';
import { properties } from './properties';
import { natural } from '../natural-order';
import { trigramsOfEach } from '../search';

/** What the portfolios list's `q` searches; portfolios_search_idx holds exactly these. */
const portfolioSearchedOf = (t: { title: AnyColumn; description: AnyColumn }) => [t.title, t.description] as const;

/** Spec §3 'Portfolio': a set of properties marketed and sold together, with a hero and three gallery pictures. */
export const portfolios = pgTable(
  'portfolios',
  {
    id: identity(),
    title: text().notNull(),
    description: text().notNull(),
    heroImageLink: text(),
    image1Link: text(),
    image2Link: text(),
    image3Link: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.title),
    index('portfolios_title_natural_idx').on(natural(t.title)),
    // Search ignoring case and accents (server/lib/search.ts), by trigram.
    index('portfolios_search_idx').using('gin', ...trigramsOfEach(portfolioSearchedOf(t))),
  ],
);

export const PORTFOLIO_SEARCHED = portfolioSearchedOf(portfolios);

/**
 * The properties a portfolio offers, in the order it shows them (1..n per portfolio). A
 * property may sit in several portfolios, once in each.
 */
export const portfolioProperties = pgTable(
  'portfolio_properties',
  {
    portfolioId: reference(() => portfolios.id, 'cascade').notNull(),
    propertyId: reference(() => properties.id, 'cascade').notNull(),
    position: integer().notNull(),
    addedAt: timestampNow(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.propertyId] }),
    // Checked at commit (DEFERRABLE INITIALLY DEFERRED, migration 0019, which drizzle's builder cannot
    // say): one UPDATE renumbers a re-ordered portfolio.
    unique('portfolio_properties_position_key').on(t.portfolioId, t.position),
    // The property's Summary tab lists the portfolios it is in.
    index().on(t.propertyId),
    check('portfolio_properties_position_check', sql`${t.position} >= 1`),
  ],
);

export type Portfolio = typeof portfolios.$inferSelect;
export type NewPortfolio = typeof portfolios.$inferInsert;
