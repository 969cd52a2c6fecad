import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { reference } from './columns';

// Reference data: ids are fixed by the migration that inserts them (role types 5 and 6 are
// business constants of the spec), so these tables have plain integer keys, not identities.

export const categories = pgTable('categories', {
  id: integer().primaryKey(),
  title: text().notNull().unique(),
});

export const propertyStatuses = pgTable('property_statuses', {
  id: integer().primaryKey(),
  title: text().notNull().unique(),
});

export const countries = pgTable('countries', {
  id: integer().primaryKey(),
  title: text().notNull().unique(),
});

export const provinces = pgTable('provinces', {
  id: integer().primaryKey(),
  title: text().notNull(),
  countryId: reference(() => countries.id, 'restrict').notNull(),
});

export const userRoleTypes = pgTable('user_role_types', {
  id: integer().primaryKey(),
  title: text().notNull().unique(),
  /** Only role types with this flag may log in to the back-office (DESIGN: admins only). */
  canUseBackOffice: boolean().notNull().default(false),
  /** Support staff (issue 16): may log in and read everything, change nothing, download nothing private. */
  readOnly: boolean().notNull().default(false),
});

export type Category = typeof categories.$inferSelect;
export type PropertyStatus = typeof propertyStatuses.$inferSelect;
export type Country = typeof countries.$inferSelect;
export type Province = typeof provinces.$inferSelect;
export type UserRoleType = typeof userRoleTypes.$inferSelect;
