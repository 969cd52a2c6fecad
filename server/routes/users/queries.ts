import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, userRoleTypes, users } from '../../db/schema';

/** The columns a user row shows; the password hash is not among them. */
const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  emailAddress: users.emailAddress,
  cellNumber: users.cellNumber,
  userRoleTypeId: users.userRoleTypeId,
  userRoleType: userRoleTypes.title,
  agencyId: users.agencyId,
  agencyName: agencies.agencyName,
  companyName: users.companyName,
};

export interface UserFilter {
  userRoleTypeId?: number;
  agencyId?: number;
}

function userWhere(filter: UserFilter): SQL | undefined {
  return and(
    filter.userRoleTypeId === undefined ? undefined : eq(users.userRoleTypeId, filter.userRoleTypeId),
    filter.agencyId === undefined ? undefined : eq(users.agencyId, filter.agencyId),
  );
}

/** The agency nested as `agency: { id, name }` as well, as the agent pickers read it. */
const withAgency = <R extends { agencyId: number | null; agencyName: string | null }>(row: R) => ({
  ...row,
  agency: row.agencyId === null ? null : { id: row.agencyId, name: row.agencyName ?? '' },
});

/** Users matching the filter, by last name then first name (id breaks ties). */
export async function listUsers(db: DbOrTx, filter: UserFilter) {
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(userRoleTypes, eq(users.userRoleTypeId, userRoleTypes.id))
    .leftJoin(agencies, eq(users.agencyId, agencies.id))
    .where(userWhere(filter))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(withAgency);
}
