import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, timestampNow, reference, timestamps } from './columns';
import { storedFiles } from './files';
import { properties } from './properties';
import { users } from './users';

/**
 * A buyer's standing on a property, as the NDA register and the discrete grants both hold it:
 * gone with the property or the buyer, while a removed admin only leaves who added it unknown.
 * A function, so each table gets builders of its own.
 */
const buyerOfProperty = () => ({
  id: identity(),
  propertyId: reference(() => properties.id, 'cascade').notNull(),
  userId: reference(() => users.id, 'cascade').notNull(),
  addedById: reference(() => users.id, 'set null'),
});

/** Who signed an NDA for a property, and the admin's decision per data room round. */
export const ndaRegister = pgTable(
  'nda_register',
  {
    ...buyerOfProperty(),
    fileId: reference(() => storedFiles.id, 'set null'),
    ndaFileName: text(),
    /** true Accepted, false Rejected, null Pending. */
    round1AcceptYn: boolean(),
    round2AcceptYn: boolean(),
    dateOn: timestampNow(),
    ...timestamps,
  },
  (t) => [index().on(t.propertyId, t.dateOn), index().on(t.userId)],
);

/**
 * Every decision on an NDA, per round: who accepted or rejected it and when. The register row
 * holds the current state; this keeps each decision, since they carry legal weight.
 */
export const ndaDecisions = pgTable(
  'nda_decisions',
  {
    id: identity(),
    ndaRegisterId: reference(() => ndaRegister.id, 'cascade').notNull(),
    /** 1 or 2: the data room round the decision opens or closes. */
    round: integer().notNull(),
    accepted: boolean().notNull(),
    decidedById: reference(() => users.id, 'set null'),
    decidedAt: timestampNow(),
  },
  (t) => [index().on(t.ndaRegisterId, t.decidedAt), check('nda_decisions_round_check', sql`${t.round} in (1, 2)`)],
);

/** Buyers granted private access to a discrete listing. Removal is a soft delete. */
export const propertyDiscreteUsers = pgTable(
  'property_discrete_users',
  {
    ...buyerOfProperty(),
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
export type NdaDecision = typeof ndaDecisions.$inferSelect;
