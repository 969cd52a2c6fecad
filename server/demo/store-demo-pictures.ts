import { Readable } from 'node:stream';
import { imageVariantUrls } from '@common/api/media-links';
import { insertImageRows, prepareImage } from '../media/store-image';
import type { PendingObject, Storage } from '../storage/storage';
import type { DbOrTx } from '../db/client';
import { demoPicture, type DemoPictureSpec } from './demo-pictures';
import { mapConcurrently } from '../lib/map-concurrently';

/** The pictures are small; these are the defaults of IMAGE_MAX_BYTES and IMAGE_MAX_PIXELS. */
const LIMITS = { maxBytes: 25 * 1024 * 1024, maxPixels: 100_000_000 };
/** Pictures made at once: the machines we start on have two cores or more. */
const CONCURRENCY = 2;

export interface DemoPictureToStore {
  picture: DemoPictureSpec;
  /** The name an upload would have had, kept as the original's. */
  originalName: string;
}

/** 'Môreleta Park Day Clinic', 'hero' → 'moreleta-park-day-clinic-hero.jpg'. */
export const pictureFileName = (title: string, suffix: string) =>
  `${title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()}-${suffix}.jpg`;

/**
 * Draws demo pictures and stores them through the image pipeline of uploads (prepareImage +
 * insertImageRows), so they are served, resized and cached as uploads are. Answers each one's
 * display link, in input order. The objects written are added to `pendings`, to be committed
 * with the seed's rows. Drawing runs side by side; the rows are written one by one, in input
 * order, so their ids follow it.
 */
export async function storeDemoPictures(
  tx: DbOrTx,
  storage: Storage,
  pictures: DemoPictureToStore[],
  { uploadedById, pendings }: { uploadedById: number; pendings: PendingObject[] },
): Promise<string[]> {
  const images = await mapConcurrently(pictures, CONCURRENCY, async ({ picture }) => {
    const image = await prepareImage(storage, Readable.from([await demoPicture(picture)]), LIMITS);
    pendings.push(...image.pendings);
    return image;
  });
  const links: string[] = [];
  for (const [i, { originalName }] of pictures.entries()) {
    const row = await insertImageRows(tx, images[i], { originalName, uploadedById });
    links.push(imageVariantUrls(row.id).display);
  }
  return links;
}
