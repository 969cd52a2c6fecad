import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { versionOf } from '../../lib/record-version';
import { properties, propertyDiscreteUsers, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { NOT_ACTIVE_AND_DISCRETE } from '@common/api/discrete-users';
import { BUYER_ROLE_TYPE } from '@common/role-types';

/** The partial unique index on live grants (server/db/schema/access.ts). */
const LIVE_GRANT_INDEX = 'property_discrete_users_live_idx';

/**
 * Spec §4 'Discrete access': the property must be active and discrete. Share-locked until the
 * grant commits, so a headers save clearing either flag waits rather than slipping in between
 * the check and the grant; concurrent grants share the lock and do not wait on each other.
 */
async function lockGrantableProperty(tx: DbOrTx, propertyId: number) {
  const [property] = await tx
    .select({ listingTitle: properties.listingTitle, isActive: properties.isActive, isDiscrete: properties.isDiscrete })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('share');
  if (!property) throw notFound('Property');
  if (!property.isActive || !property.isDiscrete) {
    throw conflict(NOT_ACTIVE_AND_DISCRETE, { propertyId: 'is not both active and discrete' });
  }
  return property;
}

/** The buyer granted access: an active user of role type 5, share-locked like the property. */
async function lockActiveBuyer(tx: DbOrTx, buyerId: number) {
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, role: users.userRoleTypeId, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, buyerId))
    .for('share');
  if (!user) throw notFound('User');
  if (user.role !== BUYER_ROLE_TYPE) {
    throw badRequest('Invalid request: buyerId is not a buyer: only buyers can be given discrete access', { buyerId: 'is not a buyer' });
  }
  if (!user.isActive) {
    throw badRequest('Invalid request: buyerId is an inactive buyer: reactivate the user first', { buyerId: 'is not an active user' });
  }
  return user;
}

/**
 * Grants `buyerId` access to the discrete property. The live-grant index decides duplicates
 * (rather than a look first), so of two grants racing for one buyer exactly one is stored and
 * the other is a 409; the failed insert aborts its transaction, so it records nothing.
 */
export async function grantDiscreteAccess(tx: DbOrTx, propertyId: number, buyerId: number, addedById: number | null) {
  const property = await lockGrantableProperty(tx, propertyId);
  const buyer = await lockActiveBuyer(tx, buyerId);
  try {
    const [grant] = await tx
      .insert(propertyDiscreteUsers)
      .values({ propertyId, userId: buyerId, addedById })
      .returning({ id: propertyDiscreteUsers.id, propertyId: propertyDiscreteUsers.propertyId, userId: propertyDiscreteUsers.userId });
    return { grant, property, buyer };
  } catch (error) {
    if (isUniqueViolation(error, LIVE_GRANT_INDEX)) {
      throw conflict('This buyer already has discrete access to this property', { buyerId: 'already has access to this property' });
    }
    throw error;
  }
}

/**
 * Removes a grant (a soft delete: the record of who had access stays). The row is locked, so
 * of two removals racing the second waits, then finds it removed: 409, and one audit entry.
 */
export async function removeDiscreteAccess(tx: DbOrTx, id: number, check?: (version: string) => Promise<void>) {
  const [grant] = await tx
    .select({
      propertyId: propertyDiscreteUsers.propertyId,
      userId: propertyDiscreteUsers.userId,
      isDeleted: propertyDiscreteUsers.isDeleted,
      version: versionOf(propertyDiscreteUsers.updatedAt),
    })
    .from(propertyDiscreteUsers)
    .where(eq(propertyDiscreteUsers.id, id))
    .for('update');
  if (!grant) throw notFound('Discrete user');
  await check?.(grant.version);
  if (grant.isDeleted) throw conflict('This discrete access has already been removed');
  await tx.update(propertyDiscreteUsers).set({ isDeleted: true, updatedAt: new Date() }).where(eq(propertyDiscreteUsers.id, id));
  return grant;
}
