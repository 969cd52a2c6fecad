import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checklists } from './checklists';
import { identity, reference, timestamps } from './columns';
import { categories, countries, propertyStatuses, provinces } from './lookups';
import { sellerCompanies } from './organisations';
import { users } from './users';
import type { MediaFileType, MediaTitle } from '@common/api/property-media-items';
import { natural } from '../natural-order';
import { trigramsOfEach } from '../search';

/** What the admin list's `q` searches (server/lib/search.ts); properties_search_idx holds exactly these. */
const searchedOf = (t: { listingTitle: AnyColumn; propertyReference: AnyColumn; suburb: AnyColumn }) =>
  [t.listingTitle, t.propertyReference, t.suburb] as const;

export const properties = pgTable(
  'properties',
  {
    id: identity(),
    propertyReference: text().notNull().unique(),
    listingTitle: text().notNull(),
    /** The teaser. */
    listingDescription: text().notNull(),
    title: text().notNull(),
    /** The introduction. */
    shortDescription: text().notNull(),
    categoryId: reference(() => categories.id, 'restrict').notNull(),
    propertyStatusId: reference(() => propertyStatuses.id, 'restrict').notNull(),
    sellerCompanyId: reference(() => sellerCompanies.id, 'restrict').notNull(),
    /** A user of role type 6 (agent). */
    agentId: reference(() => users.id, 'restrict').notNull(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    addressLine3: text(),
    suburb: text().notNull(),
    nearestTown: text().notNull().default('N/A'),
    provinceId: reference(() => provinces.id, 'restrict').notNull(),
    countryId: reference(() => countries.id, 'restrict').notNull(),
    /** Published. */
    isActive: boolean().notNull().default(false),
    isDiscrete: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    isListable: boolean().notNull().default(false),
    /** placeholderyn = 1 in the spec: a stand-in listing shown with a red asterisk. */
    isPlaceholder: boolean().notNull().default(false),
    /** Position on the public landing page, dense from 1. */
    displayOrder: integer().notNull(),
    signedDocUrl: text(),
    checklistId: reference(() => checklists.id, 'restrict'),
    ...timestamps,
  },
  (t) => [
    index().on(t.displayOrder),
    index().on(t.categoryId),
    index().on(t.propertyStatusId),
    index().on(t.provinceId),
    index().on(t.sellerCompanyId),
    index().on(t.agentId),
    // Collated as the list sorts them (server/lib/natural-order.ts), so a sorted page reads the index.
    index('properties_listing_title_natural_idx').on(natural(t.listingTitle)),
    index('properties_suburb_natural_idx').on(natural(t.suburb)),
    // Search ignoring case and accents, by trigram (one GIN column per searched column; the first
    // also serves the activity log's search by property title).
    index('properties_search_idx').using('gin', ...trigramsOfEach(searchedOf(t))),
  ],
);

export const PROPERTY_SEARCHED = searchedOf(properties);

export const propertyContentItems = pgTable(
  'property_content_items',
  {
    id: identity(),
    propertyId: reference(() => properties.id, 'cascade').notNull(),
    contentHeader: text().notNull(),
    contentBody: text().notNull(),
    /** 1 half width, 2 full width. */
    contentWidth: smallint().notNull().default(1),
    displayOrder: integer().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.propertyId, t.displayOrder), check('property_content_items_width_check', sql`${t.contentWidth} in (1, 2)`)],
);

export const propertyMediaItems = pgTable(
  'property_media_items',
  {
    id: identity(),
    propertyId: reference(() => properties.id, 'cascade').notNull(),
    // The values the checks below allow, as the API's schema names them.
    title: text().$type<MediaTitle>().notNull(),
    fileType: text().$type<MediaFileType>().notNull(),
    mediaLink: text(),
    displayOrder: integer().notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.propertyId, t.displayOrder),
    check('property_media_items_title_check', sql`${t.title} in ('Gallery', 'Video', 'Play', 'ListImage')`),
    check('property_media_items_file_type_check', sql`${t.fileType} in ('image', 'video', 'videoPlaceholder')`),
    // The public site shows one Video, Play and ListImage per property (ONE_PUBLISHED_TITLES): a
    // second published one, from a write that forgot to unpublish the first, is refused.
    uniqueIndex('property_media_items_one_published_idx')
      .on(t.propertyId, t.title)
      .where(sql`${t.isActive} and ${t.title} in ('Video', 'Play', 'ListImage')`),
  ],
);

export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type PropertyContentItem = typeof propertyContentItems.$inferSelect;
export type NewPropertyContentItem = typeof propertyContentItems.$inferInsert;
export type PropertyMediaItem = typeof propertyMediaItems.$inferSelect;
export type NewPropertyMediaItem = typeof propertyMediaItems.$inferInsert;
