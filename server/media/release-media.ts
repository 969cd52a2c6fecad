import { eq, ilike, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mediaImages, mediaVideos, portfolios, propertyMediaItems, storedFiles } from '../db/schema';
import { MEDIA_LINK_PREFIX, ourImageId, ourVideoId } from '@common/api/media-links';

/**
 * After the last row showing an image or video of ours is gone, its rows go too; answers the
 * storage keys of its files, for the caller to remove once the transaction has committed (a
 * rollback then loses no file). Anything still showing it keeps it: another media item (the
 * demo's ListImage reuses a Gallery picture) or a portfolio slot. Any other link owns no file.
 *
 * The image or video row is locked before the check: a write adding a link to it holds a
 * key-share lock on that row (assertStoredMedia, assertIssuedImages), so it has either
 * committed and is counted here, or waits and then finds the row gone.
 */
export async function releaseUnusedMedia(tx: DbOrTx, link: string): Promise<string[]> {
  const image = ourImageId(link);
  if (image) return releaseImage(tx, image);
  const video = ourVideoId(link);
  if (video) return releaseVideo(tx, video);
  return [];
}

async function releaseImage(tx: DbOrTx, id: string): Promise<string[]> {
  const [image] = await tx.select().from(mediaImages).where(eq(mediaImages.id, id)).for('update');
  if (!image) return [];
  // Links name the image in any case of its id and by any variant, so they are matched on the folder.
  const shown = `${MEDIA_LINK_PREFIX.images}${id}/%`;
  const slots = [portfolios.heroImageLink, portfolios.image1Link, portfolios.image2Link, portfolios.image3Link];
  if ((await tx.$count(propertyMediaItems, ilike(propertyMediaItems.mediaLink, shown))) > 0) return [];
  if ((await tx.$count(portfolios, or(...slots.map((slot) => ilike(slot, shown))))) > 0) return [];
  await tx.delete(mediaImages).where(eq(mediaImages.id, id));
  return deleteStoredFiles(tx, [image.originalFileId, image.displayFileId, image.thumbnailFileId]);
}

async function releaseVideo(tx: DbOrTx, id: string): Promise<string[]> {
  const [video] = await tx.select().from(mediaVideos).where(eq(mediaVideos.id, id)).for('update');
  if (!video) return [];
  if ((await tx.$count(propertyMediaItems, ilike(propertyMediaItems.mediaLink, `${MEDIA_LINK_PREFIX.videos}${id}/%`))) > 0) return [];
  await tx.delete(mediaVideos).where(eq(mediaVideos.id, id));
  return deleteStoredFiles(tx, [video.fileId]);
}

async function deleteStoredFiles(tx: DbOrTx, ids: number[]): Promise<string[]> {
  const rows = await tx.delete(storedFiles).where(inArray(storedFiles.id, ids)).returning({ key: storedFiles.storageKey });
  return rows.map((row) => row.key);
}
