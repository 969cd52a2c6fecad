import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { versionOf } from '../../lib/record-version';
import { agencies, USER_SEARCHED, userRoleTypes, users } from '../../db/schema';
import { badRequest } from '../../errors';
import { booleanFilter, idFilter, pagedRows, textFilter, type ListRequest } from '../../lib/list-query';
import { natural } from '../../db/natural-order';
import { anyContains } from '../../db/search';
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARACTERS } from '@common/api/users';
import { BUYER_ROLE_TYPE } from '@common/role-types';

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
  sellerCompanyId: users.sellerCompanyId,
  notes: users.notes,
  thumbImage: users.thumbImage,
  isActive: users.isActive,
  version: versionOf(users.updatedAt),
};

export const userSortable = {
  id: users.id,
  firstName: natural(users.firstName),
  lastName: natural(users.lastName),
  emailAddress: natural(users.emailAddress),
  cellNumber: users.cellNumber,
  userRoleType: natural(userRoleTypes.title),
  agencyName: natural(agencies.agencyName),
};
type UserListRequest = ListRequest<keyof typeof userSortable>;

/** The spec's plain query parameters (`?userRoleTypeId=6&agencyId=2`, `?searchCriteria=`). */
export interface PlainUserFilter {
  userRoleTypeId?: number;
  agencyId?: number;
  searchCriteria?: string;
}

/**
 * First name, last name, the two together or the email contains the text, ignoring case and
 * accents. The full name contains every match of either name alone, and also "Jane Sm".
 */
const nameOrEmailContains = (text: string): SQL => anyContains(USER_SEARCHED, text);

const equalTo = (column: typeof users.userRoleTypeId | typeof users.agencyId, id: number | undefined) =>
  id === undefined ? undefined : eq(column, id);

/** Every filter of both kinds applies: a row must match them all. */
function userWhere(plain: PlainUserFilter, filter: Record<string, unknown>): SQL | undefined {
  const q = textFilter(filter, 'q');
  const isActive = booleanFilter(filter, 'isActive');
  return and(
    equalTo(users.userRoleTypeId, plain.userRoleTypeId),
    equalTo(users.agencyId, plain.agencyId),
    equalTo(users.userRoleTypeId, idFilter(filter, 'userRoleTypeId')),
    equalTo(users.agencyId, idFilter(filter, 'agencyId')),
    q ? nameOrEmailContains(q) : undefined,
    isActive === undefined ? undefined : eq(users.isActive, isActive),
  );
}

/** People sharing a surname read in first-name order, in whichever direction the surname sorts. */
function userOrder(list: UserListRequest): SQL[] {
  if (list.sortField !== 'lastName') return list.orderBy;
  const direction = list.sortOrder === 'DESC' ? desc : asc;
  return [direction(userSortable.lastName), direction(userSortable.firstName), direction(users.id)];
}

/** The agency nested as `agency: { id, name }` as well, as the agent pickers read it. */
const withAgency = <R extends { agencyId: number | null; agencyName: string | null }>(row: R) => ({
  ...row,
  agency: row.agencyId === null ? null : { id: row.agencyId, name: row.agencyName ?? '' },
});

const selectUsers = (db: DbOrTx) =>
  db
    .select(userColumns)
    .from(users)
    .innerJoin(userRoleTypes, eq(users.userRoleTypeId, userRoleTypes.id))
    .leftJoin(agencies, eq(users.agencyId, agencies.id))
    .$dynamic();

/** The Manage Users list and the agent pickers: filtered, sorted and paged in SQL. */
export async function listUsers(db: DbOrTx, list: UserListRequest, plain: PlainUserFilter) {
  const where = userWhere(plain, list.filter);
  // Every filter is on the users table itself, so counting it alone gives the same total.
  const { rows, total } = await pagedRows(
    selectUsers(db)
      .where(where)
      .orderBy(...userOrder(list)),
    list.page,
    () => db.$count(users, where),
  );
  return { rows: rows.map(withAgency), total };
}

/**
 * Spec §5 'User search' (discrete access, custom NDAs): active buyers whose name or email
 * contains the text, at most 20. It only ever offers people to pick, and a deactivated user is
 * not offered, whatever filter the client sends. Text with fewer than 3 non-blank characters is
 * refused rather than answered with everyone, so a client that skips the rule learns of it.
 */
export async function searchBuyers(db: DbOrTx, list: UserListRequest, plain: PlainUserFilter & { searchCriteria: string }) {
  const text = plain.searchCriteria.trim();
  if (text.replace(/\s/g, '').length < SEARCH_MIN_CHARACTERS) {
    const rule = `needs at least ${SEARCH_MIN_CHARACTERS} characters`;
    throw badRequest(`Invalid request: searchCriteria ${rule}`, { searchCriteria: rule });
  }
  if (plain.userRoleTypeId !== undefined && plain.userRoleTypeId !== BUYER_ROLE_TYPE) {
    const rule = `must be ${BUYER_ROLE_TYPE}: the search covers buyers only`;
    throw badRequest(`Invalid request: userRoleTypeId ${rule}`, { userRoleTypeId: rule });
  }
  if (list.page) {
    const rule = `cannot be combined with searchCriteria, which answers at most ${SEARCH_MAX_RESULTS} rows`;
    throw badRequest(`Invalid request: range ${rule}`, { range: rule });
  }
  const rows = await selectUsers(db)
    .where(and(userWhere({ ...plain, userRoleTypeId: BUYER_ROLE_TYPE }, list.filter), eq(users.isActive, true), nameOrEmailContains(text)))
    .orderBy(...userOrder(list))
    .limit(SEARCH_MAX_RESULTS);
  return rows.map(withAgency);
}

export async function getUser(db: DbOrTx, id: number) {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row && withAgency(row);
}
