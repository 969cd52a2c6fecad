import { and, eq, not, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { versionOf } from '../../lib/record-version';
import { propertyDiscreteUsers, users } from '../../db/schema';
import { fullName } from '../../lib/full-name';
import { pagedRows, type ListRequest } from '../../lib/list-query';
import { natural } from '../../db/natural-order';
import type { DiscreteUser } from '@common/api/discrete-users';

const buyer = alias(users, 'buyer');
const grantor = alias(users, 'grantor');

const grantColumns = {
  id: propertyDiscreteUsers.id,
  propertyId: propertyDiscreteUsers.propertyId,
  userId: propertyDiscreteUsers.userId,
  isDeleted: propertyDiscreteUsers.isDeleted,
  buyer: { id: buyer.id, firstName: buyer.firstName, lastName: buyer.lastName, emailAddress: buyer.emailAddress },
  addedBy: fullName(grantor),
  createdAt: propertyDiscreteUsers.createdAt,
  version: versionOf(propertyDiscreteUsers.updatedAt),
};

export const discreteUserSortable = {
  id: propertyDiscreteUsers.id,
  createdAt: propertyDiscreteUsers.createdAt,
  firstName: natural(buyer.firstName),
  lastName: natural(buyer.lastName),
  emailAddress: natural(buyer.emailAddress),
};

/** Grants matching `where`, each with its buyer and who granted it. */
const selectGrants = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(grantColumns)
    .from(propertyDiscreteUsers)
    .innerJoin(buyer, eq(buyer.id, propertyDiscreteUsers.userId))
    .leftJoin(grantor, eq(grantor.id, propertyDiscreteUsers.addedById))
    .where(where)
    .$dynamic();

type Person = { firstName: string; lastName: string };
type GrantRow = Omit<DiscreteUser, 'username' | 'createdAt'> & { createdAt: Date };

const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** Spec §3 'Discrete user entry': username is the buyer's name, as the Discrete Users table shows it. */
const toEntry = ({ createdAt, ...row }: GrantRow): DiscreteUser => ({
  ...row,
  username: nameOf(row.buyer),
  createdAt: createdAt.toISOString(),
});

/** A property's live grants (removed ones are kept for the record, not listed), newest first unless sorted otherwise. */
export async function listDiscreteUsers(db: DbOrTx, propertyId: number, list: ListRequest<keyof typeof discreteUserSortable>) {
  const where = and(eq(propertyDiscreteUsers.propertyId, propertyId), not(propertyDiscreteUsers.isDeleted));
  const { rows, total } = await pagedRows(selectGrants(db, where).orderBy(...list.orderBy), list.page, () =>
    db.$count(propertyDiscreteUsers, where),
  );
  return { rows: rows.map(toEntry), total };
}

/** One grant, live or removed, as the list shows it. */
export async function getDiscreteUser(db: DbOrTx, id: number): Promise<DiscreteUser | undefined> {
  const [row] = await selectGrants(db, eq(propertyDiscreteUsers.id, id));
  return row && toEntry(row);
}
