import { eq } from 'drizzle-orm';
import type { NdaApproval } from '@common/api/nda-register';
import type { DbOrTx } from '../../db/client';
import { ndaDecisions, ndaRegister, properties, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { versionOfDate } from '../../lib/record-version';
import { insertStoredFile } from '../../storage/stored-files';
import type { PendingObject } from '../../storage/storage';

/** The buyer role (spec §9 'Role type ids'). */
const BUYER_ROLE = 5;

/**
 * Records a decision on one round of an NDA: the register row shows it, and the history keeps
 * it with who made it and when (a later decision on the same round is a new line, never an
 * overwrite of the old one). Answers the round's state before, for the audit.
 */
export async function decide(
  tx: DbOrTx,
  id: number,
  { round, status }: NdaApproval,
  decidedById: number | null,
  check?: (version: string) => Promise<void>,
) {
  const [entry] = await tx.select().from(ndaRegister).where(eq(ndaRegister.id, id)).for('update');
  if (!entry) throw notFound('NDA register entry');
  await check?.(versionOfDate(entry.updatedAt));
  const accepted = status === 'Accepted';
  const column = round === 'round1' ? 'round1AcceptYn' : 'round2AcceptYn';
  await tx
    .update(ndaRegister)
    .set({ [column]: accepted, updatedAt: new Date() })
    .where(eq(ndaRegister.id, id));
  await tx.insert(ndaDecisions).values({ ndaRegisterId: id, round: round === 'round1' ? 1 : 2, accepted, decidedById });
  return { entry, before: entry[column] };
}

/** The buyer and property a custom NDA is for: each must exist, and the user must be a buyer. */
export async function checkNdaTarget(tx: DbOrTx, { userId, propertyId }: { userId: number; propertyId: number }) {
  const [property] = await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId));
  if (!property) throw notFound('Property');
  const [user] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, roleTypeId: users.userRoleTypeId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User');
  if (user.roleTypeId !== BUYER_ROLE) throw badRequest('Invalid request: the user is not a buyer', { userid: 'must be a buyer' });
  return user;
}

/** A custom NDA's register entry, pending in both rounds, with its stored file. Runs in the transaction that commits the file. */
export async function addCustomNda(
  tx: DbOrTx,
  pending: PendingObject,
  {
    userId,
    propertyId,
    originalName,
    contentType,
    addedById,
  }: {
    userId: number;
    propertyId: number;
    originalName: string;
    contentType: string;
    addedById: number | null;
  },
) {
  const stored = await insertStoredFile(tx, pending, { originalName, contentType, uploadedById: addedById });
  const [entry] = await tx
    .insert(ndaRegister)
    .values({ propertyId, userId, addedById, fileId: stored.id, ndaFileName: originalName })
    .returning({ id: ndaRegister.id });
  return entry.id;
}
