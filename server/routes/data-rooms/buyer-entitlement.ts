import { and, eq } from 'drizzle-orm';
import type { DataRoomItem } from '@common/api/data-rooms';
import type { WithheldReason } from '@common/api/buyer-view';
import type { DbOrTx } from '../../db/client';
import { ndaRegister, properties, propertyDiscreteUsers } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The one rule of what a buyer may see of a property's data room (issue 33 'View as buyer'):
 * the admins' 'view as buyer' answers with it, and so must any buyer-facing answer.
 *
 * A round is theirs when the property is published, when discrete they hold a live grant of
 * discrete access, and an NDA of theirs for the property is accepted for that round (a later
 * NDA may be accepted where an earlier one was rejected). Otherwise it answers why not, every
 * reason that applies, the property's first.
 */
export async function roundWithheld(db: DbOrTx, propertyId: number, buyerId: number, round: 1 | 2): Promise<WithheldReason[]> {
  const [[property], grants, ndas] = await Promise.all([
    db.select({ isActive: properties.isActive, isDiscrete: properties.isDiscrete }).from(properties).where(eq(properties.id, propertyId)),
    db
      .select({ id: propertyDiscreteUsers.id })
      .from(propertyDiscreteUsers)
      .where(
        and(
          eq(propertyDiscreteUsers.propertyId, propertyId),
          eq(propertyDiscreteUsers.userId, buyerId),
          eq(propertyDiscreteUsers.isDeleted, false),
        ),
      ),
    db
      .select({ round1: ndaRegister.round1AcceptYn, round2: ndaRegister.round2AcceptYn })
      .from(ndaRegister)
      .where(and(eq(ndaRegister.propertyId, propertyId), eq(ndaRegister.userId, buyerId))),
  ]);
  if (!property) throw notFound('Property');
  const reasons: WithheldReason[] = [];
  if (!property.isActive) reasons.push('property-unpublished');
  if (property.isDiscrete && grants.length === 0) reasons.push('discrete-no-access');
  const states = ndas.map((nda) => (round === 1 ? nda.round1 : nda.round2));
  if (states.length === 0) reasons.push('nda-none');
  else if (!states.includes(true)) reasons.push(states.includes(null) ? 'nda-pending' : 'nda-rejected');
  return reasons;
}

/**
 * What a buyer entitled to a round sees of it (`items` in tree order): its visible headings and
 * its visible, published files, nothing beneath a hidden heading; and how many items an admin
 * sees that they do not.
 */
export function buyerItems(items: readonly DataRoomItem[]) {
  const shown = new Set<number>();
  const seen: DataRoomItem[] = [];
  let hidden = 0;
  let unpublished = 0;
  for (const item of items) {
    const parentShown = item.parentId === null || shown.has(item.parentId);
    if (!parentShown || !item.isVisible) {
      hidden++;
      continue;
    }
    if (item.itemType === 'FILE' && !item.isPublished) {
      unpublished++;
      continue;
    }
    shown.add(item.id);
    seen.push(item);
  }
  return { items: seen, leftOut: { hidden, unpublished } };
}
