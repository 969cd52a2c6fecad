import { eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, sellerCompanies, userRoleTypes, users, type NewUser } from '../../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { isEmailAddress } from '@common/email';
import { AGENT_ROLE_TYPE } from '@common/role-types';

/** What a create or update may write, once checked. */
export type UserFields = Pick<NewUser, 'firstName' | 'lastName' | 'emailAddress' | 'userRoleTypeId'> &
  Partial<Pick<NewUser, 'cellNumber' | 'agencyId' | 'sellerCompanyId' | 'companyName' | 'notes' | 'isActive'>>;

type UserBody = UserFields & { editedBy?: number; userId?: number; id?: number; password?: string };

/** The stored row without its password hash: what audit entries record and compare. */
const { passwordHash: _secret, ...recordColumns } = getTableColumns(users);
export type UserRecord = Awaited<ReturnType<typeof findUserRecord>>;

/** One 400 naming every field at fault, so the form can mark them all at once. */
function refuseIfAny(fields: FieldErrors): void {
  const faults = Object.entries(fields);
  if (faults.length) throw badRequest(`Invalid request: ${faults.map(([f, m]) => `${f} ${m}`).join('; ')}`, fields);
}

const optionalText = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/**
 * The body's fields, trimmed: blank optional text becomes null, and the names and a well-formed
 * email are required (400 naming each field). Ids the client sends for the actor are dropped.
 */
export function userFieldsFrom(body: UserBody): UserFields {
  const { editedBy: _e, userId: _u, id: _id, password: _p, ...data } = body;
  const fields: FieldErrors = {};
  const firstName = data.firstName.trim();
  const lastName = data.lastName.trim();
  const emailAddress = data.emailAddress.trim();
  if (!firstName) fields.firstName = 'is required';
  if (!lastName) fields.lastName = 'is required';
  if (!emailAddress) fields.emailAddress = 'is required';
  else if (!isEmailAddress(emailAddress)) fields.emailAddress = 'must be a valid email address';
  refuseIfAny(fields);
  return {
    ...data,
    firstName,
    lastName,
    emailAddress,
    cellNumber: optionalText(data.cellNumber),
    companyName: optionalText(data.companyName),
    notes: optionalText(data.notes),
  };
}

const exists = async (db: DbOrTx, table: typeof agencies | typeof sellerCompanies | typeof userRoleTypes, id: number) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

/**
 * Spec §4 'User agency select': only an Agent belongs to an agency, and an Agent must. So the
 * agency is required for role type 6 (the current one is kept when the body leaves it out) and
 * cleared for every other role, also when a user stops being an agent.
 */
async function checkedReferences(db: DbOrTx, data: UserFields, currentAgencyId: number | null): Promise<UserFields> {
  const fields: FieldErrors = {};
  const isAgent = data.userRoleTypeId === AGENT_ROLE_TYPE;
  const agencyId = isAgent ? (data.agencyId === undefined ? currentAgencyId : data.agencyId) : null;
  if (!(await exists(db, userRoleTypes, data.userRoleTypeId))) fields.userRoleTypeId = 'does not exist';
  if (isAgent && agencyId === null) fields.agencyId = "is required for an agent: choose the agent's agency";
  else if (agencyId !== null && !(await exists(db, agencies, agencyId))) fields.agencyId = 'does not exist';
  if (data.sellerCompanyId != null && !(await exists(db, sellerCompanies, data.sellerCompanyId))) fields.sellerCompanyId = 'does not exist';
  refuseIfAny(fields);
  return { ...data, agencyId };
}

const duplicateEmail = () => conflict('A user with this email address already exists', { emailAddress: 'is already used by another user' });

/** Turns the email index's refusal into a 409 naming the field (the index ignores case). */
async function uniqueEmail<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_idx')) throw duplicateEmail();
    throw error;
  }
}

/** The user; with `lock`, locked until the transaction ends, so an edit's check and write are one step. */
export async function findUserRecord(db: DbOrTx, id: number, { lock = false } = {}) {
  const query = db.select(recordColumns).from(users).where(eq(users.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('User');
  return row;
}

export async function createUser(tx: DbOrTx, data: UserFields, passwordHash: string | undefined): Promise<UserRecord> {
  const values = await checkedReferences(tx, data, null);
  const [created] = await uniqueEmail(
    tx
      .insert(users)
      .values({ ...values, passwordHash })
      .returning(recordColumns),
  );
  return created;
}

export async function updateUser(tx: DbOrTx, current: UserRecord, data: UserFields): Promise<UserRecord> {
  const values = await checkedReferences(tx, data, current.agencyId);
  const [updated] = await uniqueEmail(
    tx
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, current.id))
      .returning(recordColumns),
  );
  return updated;
}
