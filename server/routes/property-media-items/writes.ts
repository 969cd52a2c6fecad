import { and, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { DbOrTx } from '../../db/client';
import { mediaImages, mediaVideos, propertyMediaItems } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { deleteFromOrder, lockDisplayOrder, moveInOrder, placeInOrder } from '../../lib/display-order';
import { ourImageId, ourVideoId } from '@common/api/media-links';
import { releaseUnusedMedia } from '../../media/release-media';
import { assertItemOf, assertPropertyExists } from '../../lib/property-scope';
import { isOnePublishedTitle, type MediaTitle, type NewMediaItemBody } from '@common/api/property-media-items';
import { findMediaItem, mediaItemColumns, mediaOrder, type MediaItemRow } from './queries';

/**
 * Spec §7: the item goes to the display order the client chose (100 for a video, max + 1 for
 * each image), or last when that is past the end, and the property's media are renumbered 1..n:
 * an upload refused on the way leaves no gap. A Video, Play or ListImage takes the place of the
 * published one before it. Under the order lock, so it never lands in the middle of a move's
 * renumbering and two uploads of a ListImage at once leave one published.
 */
export async function createMediaItem(tx: DbOrTx, body: Static<typeof NewMediaItemBody>): Promise<PublishWrite> {
  const { propertyId, title, fileType, mediaLink, displayOrder } = body;
  await assertPropertyExists(tx, propertyId);
  await lockDisplayOrder(tx, propertyMediaItems, propertyId);
  await assertStoredMedia(tx, mediaLink);
  const unpublished = await unpublishPrevious(tx, propertyId, title);
  const [{ id }] = await tx
    .insert(propertyMediaItems)
    .values({ propertyId, title, fileType, mediaLink, displayOrder })
    .returning({ id: propertyMediaItems.id });
  await placeInOrder(tx, mediaOrder(propertyId), id, displayOrder - 1);
  return { item: await findMediaItem(tx, id), unpublished };
}

/** A write that may publish an item, and the one of its title it unpublished (spec: one per property on the public site). */
export interface PublishWrite {
  item: MediaItemRow;
  unpublished?: MediaItemRow;
}

/**
 * The public site shows one Video, Play and ListImage per property, so the published one of
 * `title` is unpublished before another is published (the unique index
 * property_media_items_one_published_idx would refuse the second). Run under the order lock.
 */
async function unpublishPrevious(tx: DbOrTx, propertyId: number, title: MediaTitle): Promise<MediaItemRow | undefined> {
  if (!isOnePublishedTitle(title)) return undefined;
  const [previous] = await tx
    .update(propertyMediaItems)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(propertyMediaItems.propertyId, propertyId), eq(propertyMediaItems.title, title), eq(propertyMediaItems.isActive, true)))
    .returning(mediaItemColumns);
  return previous;
}

/**
 * A link of ours must name an image or video our endpoints really stored: a made-up id would
 * show a broken picture on the public site and leave a row no file stands behind.
 */
async function assertStoredMedia(tx: DbOrTx, link: string): Promise<void> {
  const image = ourImageId(link);
  const video = ourVideoId(link);
  // Key-share locked until the commit: a delete of the last item showing it cannot remove it meanwhile.
  const found = image
    ? await tx.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, image)).for('key share')
    : video
      ? await tx.select({ id: mediaVideos.id }).from(mediaVideos).where(eq(mediaVideos.id, video)).for('key share')
      : [link];
  if (found.length === 0) {
    throw badRequest('Invalid request: mediaLink names no image or video our media endpoints stored', {
      mediaLink: 'is not an image or video our media endpoints stored',
    });
  }
}

/**
 * Spec §4 'Media item publish': flips isActive; publishing a Video, Play or ListImage unpublishes
 * the published one of its title. Under the property's order lock, read again once held, so two
 * quick toggles both count and two admins publishing two videos at once leave one published.
 */
export async function toggleMediaItem(tx: DbOrTx, id: number): Promise<PublishWrite & { before: MediaItemRow }> {
  await lockDisplayOrder(tx, propertyMediaItems, (await findMediaItem(tx, id)).propertyId);
  const before = await findMediaItem(tx, id);
  const unpublished = before.isActive ? undefined : await unpublishPrevious(tx, before.propertyId, before.title);
  const [item] = await tx
    .update(propertyMediaItems)
    .set({ isActive: !before.isActive, updatedAt: new Date() })
    .where(eq(propertyMediaItems.id, id))
    .returning(mediaItemColumns);
  return { before, item, unpublished };
}

/**
 * Deletes an item and closes the gap it leaves, so the order stays 1..n. Its image or video
 * goes with it unless something else still shows it (releaseUnusedMedia). Answers the deleted
 * row and the storage keys to remove once the transaction has committed.
 */
export async function deleteMediaItem(tx: DbOrTx, id: number): Promise<{ deleted: MediaItemRow; storageKeys: string[] }> {
  const { propertyId } = await findMediaItem(tx, id);
  const deleted = await deleteFromOrder(tx, mediaOrder(propertyId), id);
  if (!deleted) throw notFound('Media item');
  return { deleted, storageKeys: deleted.mediaLink ? await releaseUnusedMedia(tx, deleted.mediaLink) : [] };
}

/**
 * Spec §7 're-order': the item moves to sit right after `beforeId` (0 = the top), as the
 * landing order does, and the property's media are renumbered 1..n. Under the property's order
 * lock, so concurrent drags apply one after the other and the order stays dense. Dropped onto
 * itself, nothing changes.
 */
export async function moveMediaItem(tx: DbOrTx, propertyId: number, itemId: number, beforeId: number) {
  const moved = await moveInOrder(tx, mediaOrder(propertyId), itemId, { after: beforeId });
  if (moved) return moved;
  // Either is not among the property's media: no such property or item, or another property's.
  await assertPropertyExists(tx, propertyId);
  assertItemOf(await findMediaItem(tx, itemId), propertyId, 'propertyMediaItemId');
  assertItemOf(await findMediaItem(tx, beforeId), propertyId, 'propertyMediaItemBeforeId');
  throw notFound('Media item');
}
