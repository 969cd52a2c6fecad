import type { PendingObject, Storage } from '../storage/storage';
import type { DbOrTx } from '../db/client';
import { portfolioProperties, portfolios } from '../db/schema';
import { PORTFOLIOS } from './demo-data';
import type { DemoProperty } from './demo-properties';
import { pictureFileName, storeDemoPictures, type DemoPictureToStore } from './store-demo-pictures';

/** A portfolio offers at most this many of its category's properties. */
const MOST_PROPERTIES = 6;
/** The hero and the three gallery pictures of the portfolios schema, in its column order. */
const SLOTS = ['hero', '1', '2', '3'] as const;

/** A quarter of the colour wheel apart, so the four portfolios never look alike. */
const hueOf = (index: number, slot: number) => (index * 90 + 45 + slot * 15) % 360;

/**
 * Each demo portfolio with its hero and gallery pictures (drawn and stored as the listings'
 * are) and the properties of its category, placeholders left out, in id order. Nothing here
 * draws from faker: the demo's other rows stay as they were.
 */
export async function seedDemoPortfolios(
  tx: DbOrTx,
  storage: Storage,
  { listings, uploadedById, pendings }: { listings: DemoProperty[]; uploadedById: number; pendings: PendingObject[] },
): Promise<void> {
  const offered = PORTFOLIOS.map(({ categoryId }) =>
    listings
      .filter((p) => p.facts.categoryId === categoryId && !p.isPlaceholder)
      .sort((a, b) => a.id - b.id)
      .slice(0, MOST_PROPERTIES),
  );
  const pictures: DemoPictureToStore[] = PORTFOLIOS.flatMap(({ title }, index) =>
    SLOTS.map((slot, shot) => ({
      picture: {
        title,
        hue: hueOf(index, shot),
        shot,
        shots: SLOTS.length,
        caption: shot === 0 ? `${offered[index].length} properties` : `${shot} / ${SLOTS.length - 1}`,
      },
      originalName: pictureFileName(title, slot),
    })),
  );
  const links = await storeDemoPictures(tx, storage, pictures, { uploadedById, pendings });
  const linksOf = (index: number) => links.slice(index * SLOTS.length, (index + 1) * SLOTS.length);

  const rows = await tx
    .insert(portfolios)
    .values(
      PORTFOLIOS.map(({ title, description }, index) => {
        const [heroImageLink, image1Link, image2Link, image3Link] = linksOf(index);
        return { title, description, heroImageLink, image1Link, image2Link, image3Link };
      }),
    )
    .returning({ id: portfolios.id });
  await tx
    .insert(portfolioProperties)
    .values(
      rows.flatMap(({ id: portfolioId }, index) =>
        offered[index].map((property, i) => ({ portfolioId, propertyId: property.id, position: i + 1 })),
      ),
    );
}
