import type { PendingObject, Storage } from '../storage/storage';
import type { DbOrTx } from '../db/client';
import { propertyMediaItems, type NewPropertyMediaItem } from '../db/schema';
import { pictureFileName, storeDemoPictures } from './store-demo-pictures';

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

/**
 * Every demo listing's Gallery pictures and its ListImage (the first picture again, as a
 * listing's hero photo usually is), drawn locally and stored as uploads are
 * (storeDemoPictures): the carousel and the Media tab look real on first start. The objects
 * written are added to `pendings`, to be committed with the seed's rows.
 */
export async function seedDemoMedia(
  tx: DbOrTx,
  storage: Storage,
  { listings, uploadedById, pendings }: { listings: Listing[]; uploadedById: number; pendings: PendingObject[] },
): Promise<void> {
  const shots: Shot[] = listings.flatMap((listing, index) =>
    Array.from({ length: galleryCount(index) }, (_, shot) => ({ listing, shot, shots: galleryCount(index), hue: hueOf(index) })),
  );
  const links = await storeDemoPictures(
    tx,
    storage,
    shots.map(({ listing, shot, shots: count, hue }) => ({
      picture: { title: listing.title, hue: (hue + shot * 12) % 360, shot, shots: count },
      originalName: pictureFileName(listing.title, String(shot + 1)),
    })),
    { uploadedById, pendings },
  );

  const items: NewPropertyMediaItem[] = [];
  for (const [i, { listing, shot, shots: count }] of shots.entries()) {
    const mediaLink = links[i];
    items.push({ propertyId: listing.id, title: 'Gallery', fileType: 'image', mediaLink, displayOrder: shot + 1, isActive: true });
    if (shot === 0)
      items.push({ propertyId: listing.id, title: 'ListImage', fileType: 'image', mediaLink, displayOrder: count + 1, isActive: true });
  }
  await tx.insert(propertyMediaItems).values(items);
}
