import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { storedFiles } from './files';
import { properties } from './properties';
import { users } from './users';

/** Who signed an NDA for a property, and the admin's decision per data room round. */
export const ndaRegister = pgTable(
  'nda_register',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedById: integer().references(() => users.id, { onDelete: 'set null' }),
    fileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    ndaFileName: text(),
    /** true Accepted, false Rejected, null Pending. */
    round1AcceptYn: boolean(),
    round2AcceptYn: boolean(),
    dateOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index().on(t.propertyId, t.dateOn), index().on(t.userId)],
);

/** Buyers granted private access to a discrete listing. Removal is a soft delete. */
export const propertyDiscreteUsers = pgTable(
  'property_discrete_users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedById: integer().references(() => users.id, { onDelete: 'set null' }),
    isDeleted: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // A buyer holds at most one live grant per property.
    uniqueIndex('property_discrete_users_live_idx')
      .on(t.propertyId, t.userId)
      .where(sql`not ${t.isDeleted}`),
    index().on(t.userId),
  ],
);

export type NdaRegisterEntry = typeof ndaRegister.$inferSelect;
export type NewNdaRegisterEntry = typeof ndaRegister.$inferInsert;
export type PropertyDiscreteUser = typeof propertyDiscreteUsers.$inferSelect;
