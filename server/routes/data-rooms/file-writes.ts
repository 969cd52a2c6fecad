import { and, eq, max, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { DbOrTx } from '../../db/client';
import { dataRoomFileVersions, propertyDataRoomItems } from '../../db/schema';
import { badRequest } from '../../errors';
import { insertStoredFile } from '../../storage/stored-files';
import type { PendingObject } from '../../storage/storage';
import { lockItem } from './review-writes';

export interface UploadTarget {
  headingId: number;
  propertyId: number;
}

/** What the bytes are (file-type); anything it does not know is served as plain bytes, never as what the name says. */
async function contentTypeOf(head: Buffer): Promise<string> {
  return (await fileTypeFromBuffer(head))?.mime ?? 'application/octet-stream';
}

/** The heading a file goes under, locked so two uploads of one name become versions 1 and 2, never two rows. */
async function lockHeading(tx: DbOrTx, { headingId, propertyId }: UploadTarget) {
  const heading = await lockItem(tx, headingId, 'Data room heading');
  if (heading.propertyId !== propertyId) {
    throw badRequest('Invalid request: PropertyDataRoomId belongs to another property', {
      PropertyDataRoomId: 'belongs to another property',
    });
  }
  if (heading.itemType !== 'DATA_ROOM') {
    throw badRequest('Invalid request: PropertyDataRoomId is a file, not a heading', { PropertyDataRoomId: 'is a file, not a heading' });
  }
  return heading;
}

/**
 * Stores an uploaded file under a heading: a new FILE row (after the heading's other entries),
 * or, when the heading already holds a file of this name, that row's next version. Either way
 * the row now shows this upload, pending a decision. Runs inside the transaction that commits
 * the object.
 */
export async function storeDataRoomFile(
  tx: DbOrTx,
  pending: PendingObject,
  target: UploadTarget,
  { originalName, uploadedById }: { originalName: string; uploadedById: number | null },
) {
  const heading = await lockHeading(tx, target);
  const contentType = await contentTypeOf(pending.head);
  const stored = await insertStoredFile(tx, pending, { originalName, contentType, uploadedById });
  const decision = { fileId: stored.id, isPublished: false, isRejected: false, rejectedReason: null, updatedAt: new Date() };

  const [existing] = await tx
    .select({ id: propertyDataRoomItems.id })
    .from(propertyDataRoomItems)
    .where(
      and(
        eq(propertyDataRoomItems.parentId, heading.id),
        eq(propertyDataRoomItems.itemType, 'FILE'),
        eq(propertyDataRoomItems.displayName, originalName),
      ),
    );
  let itemId: number;
  let version = 1;
  if (existing) {
    itemId = existing.id;
    const [{ latest }] = await tx
      .select({ latest: max(dataRoomFileVersions.version) })
      .from(dataRoomFileVersions)
      .where(eq(dataRoomFileVersions.itemId, itemId));
    version = (latest ?? 0) + 1;
    await tx.update(propertyDataRoomItems).set(decision).where(eq(propertyDataRoomItems.id, itemId));
  } else {
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${propertyDataRoomItems.displayOrder}), 0)::int` })
      .from(propertyDataRoomItems)
      .where(eq(propertyDataRoomItems.parentId, heading.id));
    const [created] = await tx
      .insert(propertyDataRoomItems)
      .values({
        propertyId: heading.propertyId,
        round: heading.round,
        itemType: 'FILE',
        level: heading.level + 1,
        parentId: heading.id,
        displayName: originalName,
        displayOrder: last + 1,
        ...decision,
      })
      .returning({ id: propertyDataRoomItems.id });
    itemId = created.id;
  }
  await tx.insert(dataRoomFileVersions).values({ itemId, version, fileId: stored.id, uploadedById });
  return { itemId, version, heading, stored };
}
