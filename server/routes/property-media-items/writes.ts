import { eq, not } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { DbOrTx } from '../../db/client';
import { mediaImages, mediaVideos, propertyMediaItems } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { lockDisplayOrder, moveTo, renumberDensely } from '../../lib/display-order';
import { ourImageId, ourVideoId } from '../../lib/media-links';
import { assertItemOf, assertPropertyExists } from '../../lib/property-scope';
import type { NewMediaItemBody } from '@common/api/property-media-items';
import { findMediaItem, mediaItemColumns, mediaItemsInOrder, type MediaItemRow } from './queries';

/**
 * Spec §7: the item is stored at the display order the client chose (100 for a video, max + 1
 * for each image). Under the order lock, so it never lands in the middle of a move's renumbering.
 */
export async function createMediaItem(tx: DbOrTx, body: Static<typeof NewMediaItemBody>): Promise<MediaItemRow> {
  const { propertyId, title, fileType, mediaLink, displayOrder } = body;
  await assertPropertyExists(tx, propertyId);
  await assertStoredMedia(tx, mediaLink);
  await lockDisplayOrder(tx, propertyMediaItems, propertyId);
  const [created] = await tx
    .insert(propertyMediaItems)
    .values({ propertyId, title, fileType, mediaLink, displayOrder })
    .returning(mediaItemColumns);
  return created;
}

/**
 * A link of ours must name an image or video our endpoints really stored: a made-up id would
 * show a broken picture on the public site and leave a row no file stands behind.
 */
async function assertStoredMedia(tx: DbOrTx, link: string): Promise<void> {
  const image = ourImageId(link);
  const video = ourVideoId(link);
  const found = image
    ? await tx.$count(mediaImages, eq(mediaImages.id, image))
    : video
      ? await tx.$count(mediaVideos, eq(mediaVideos.id, video))
      : 1;
  if (!found) {
    throw badRequest('Invalid request: mediaLink names no image or video our media endpoints stored', {
      mediaLink: 'is not an image or video our media endpoints stored',
    });
  }
}

/** Spec §4 'Media item publish': flips isActive in one statement, so two quick toggles both count. */
export async function toggleMediaItem(tx: DbOrTx, id: number): Promise<{ before: MediaItemRow; after: MediaItemRow }> {
  const [after] = await tx
    .update(propertyMediaItems)
    .set({ isActive: not(propertyMediaItems.isActive), updatedAt: new Date() })
    .where(eq(propertyMediaItems.id, id))
    .returning(mediaItemColumns);
  if (!after) throw notFound('Media item');
  return { before: { ...after, isActive: !after.isActive }, after };
}

/**
 * Spec §7 're-order': the item moves to sit right after `beforeId` (0 = the top), as the
 * landing order does, and the property's media are renumbered 1..n. Under the property's order
 * lock, so concurrent drags apply one after the other and the order stays dense. Dropped onto
 * itself, nothing changes (`moved` false).
 */
export async function moveMediaItem(tx: DbOrTx, propertyId: number, itemId: number, beforeId: number) {
  await assertPropertyExists(tx, propertyId);
  await lockDisplayOrder(tx, propertyMediaItems, propertyId);
  const item = assertItemOf(await findMediaItem(tx, itemId), propertyId, 'propertyMediaItemId');
  if (beforeId !== 0) assertItemOf(await findMediaItem(tx, beforeId), propertyId, 'propertyMediaItemBeforeId');
  const rows = await mediaItemsInOrder(tx, propertyId);
  const order = rows.map((row) => row.id);
  const from = order.indexOf(itemId) + 1;
  if (beforeId === itemId) return { item, from, to: from, moved: false, items: rows };
  const at = beforeId === 0 ? 0 : order.filter((id) => id !== itemId).indexOf(beforeId) + 1;
  await renumberDensely(tx, propertyMediaItems, moveTo(order, itemId, at));
  return { item, from, to: at + 1, moved: true, items: await mediaItemsInOrder(tx, propertyId) };
}
