import { Readable } from 'node:stream';
import { imageVariantUrls } from '@common/api/media-images';
import { insertImageRows, prepareImage } from '../../media/store-image';
import type { PendingObject, Storage } from '../../storage/storage';
import type { DbOrTx } from '../client';
import { propertyMediaItems, type NewPropertyMediaItem } from '../schema';
import { demoPicture } from './demo-pictures';

/** The pictures are small; these are the defaults of IMAGE_MAX_BYTES and IMAGE_MAX_PIXELS. */
const LIMITS = { maxBytes: 25 * 1024 * 1024, maxPixels: 100_000_000 };
/** Pictures made at once: the machines we start on have two cores or more. */
const CONCURRENCY = 2;

interface Listing {
  id: number;
  title: string;
}

interface Shot {
  listing: Listing;
  /** 0-based within the listing. */
  shot: number;
  shots: number;
  hue: number;
}

/** Gallery pictures per listing: 3, 4 or 5 by turns. */
const galleryCount = (index: number) => 3 + (index % 3);
/** Hues spread round the colour wheel, so neighbouring listings never look alike. */
const hueOf = (index: number) => Math.round((index * 137.508) % 360);

const fileName = (title: string, shot: number) =>
  `${title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()}-${shot + 1}.jpg`;

/**
 * Every demo listing's Gallery pictures and its ListImage (the first picture again, as a
 * listing's hero photo usually is), drawn locally and stored through the image pipeline of
 * uploads (prepareImage + insertImageRows): the carousel and the Media tab look real on first
 * start. The objects written are added to `pendings`, to be committed with the seed's rows.
 */
export async function seedDemoMedia(
  tx: DbOrTx,
  storage: Storage,
  { listings, uploadedById, pendings }: { listings: Listing[]; uploadedById: number; pendings: PendingObject[] },
): Promise<void> {
  const shots: Shot[] = listings.flatMap((listing, index) =>
    Array.from({ length: galleryCount(index) }, (_, shot) => ({ listing, shot, shots: galleryCount(index), hue: hueOf(index) })),
  );
  const images = await mapConcurrently(shots, CONCURRENCY, async ({ listing, shot, shots: count, hue }) => {
    const picture = await demoPicture({ title: listing.title, hue: (hue + shot * 12) % 360, shot, shots: count });
    const image = await prepareImage(storage, Readable.from([picture]), LIMITS);
    pendings.push(...image.pendings);
    return image;
  });

  const items: NewPropertyMediaItem[] = [];
  for (const [i, { listing, shot, shots: count }] of shots.entries()) {
    const row = await insertImageRows(tx, images[i], { originalName: fileName(listing.title, shot), uploadedById });
    const mediaLink = imageVariantUrls(row.id).display;
    items.push({ propertyId: listing.id, title: 'Gallery', fileType: 'image', mediaLink, displayOrder: shot + 1, isActive: true });
    if (shot === 0)
      items.push({ propertyId: listing.id, title: 'ListImage', fileType: 'image', mediaLink, displayOrder: count + 1, isActive: true });
  }
  await tx.insert(propertyMediaItems).values(items);
}

/**
 * `work` over `inputs`, at most `limit` at a time, answers in input order. After a failure no
 * more are started, and the ones under way are waited for before it throws, so none of them
 * adds a pending object after the caller has discarded them.
 */
async function mapConcurrently<T>(inputs: Shot[], limit: number, work: (input: Shot) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < inputs.length) {
      const index = next++;
      try {
        results[index] = await work(inputs[index]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  if (failure) throw failure.error;
  return results;
}
