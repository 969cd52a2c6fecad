import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@common/api/media-images';
import { mediaImages, properties, propertyMediaItems, storedFiles } from '../../server/db/schema';
import { useLoggedInApp } from './helpers/logged-in-app';

const OUR_DISPLAY_URL = /^\/api\/media\/images\/([0-9a-f-]{36})\/display\.webp$/;

describe('demo media (seeded into the template database, its pictures linked into each test app)', () => {
  const api = useLoggedInApp();

  it('gives every demo property 3 to 5 active Gallery images and one ListImage, in dense order (a demo video comes after, at 100)', async () => {
    const listings = await api.app.db.select({ id: properties.id }).from(properties);
    const items = await api.app.db.select().from(propertyMediaItems).orderBy(asc(propertyMediaItems.displayOrder));
    expect(listings.length).toBeGreaterThan(30);
    for (const { id } of listings) {
      const own = items.filter((item) => item.propertyId === id && item.fileType === 'image');
      const gallery = own.filter((item) => item.title === 'Gallery');
      expect(gallery.length, `property ${id}`).toBeGreaterThanOrEqual(3);
      expect(gallery.length, `property ${id}`).toBeLessThanOrEqual(5);
      expect(own.filter((item) => item.title === 'ListImage')).toHaveLength(1);
      expect(own.map((item) => item.displayOrder)).toEqual(own.map((_, i) => i + 1));
      for (const item of own)
        expect(item).toMatchObject({ fileType: 'image', isActive: true, mediaLink: expect.stringMatching(OUR_DISPLAY_URL) });
      // Distinct pictures within a listing.
      expect(new Set(gallery.map((item) => item.mediaLink)).size).toBe(gallery.length);
    }
  });

  it('serves every demo media link and its thumbnail: no link points at a missing file', async () => {
    const links = await api.app.db
      .selectDistinct({ mediaLink: propertyMediaItems.mediaLink })
      .from(propertyMediaItems)
      .where(eq(propertyMediaItems.fileType, 'image'));
    expect(links.length).toBeGreaterThan(100);
    for (const { mediaLink } of links) {
      const display = await api.app.inject({ method: 'GET', url: mediaLink! });
      expect(display.statusCode, mediaLink!).toBe(200);
      expect(display.headers['content-type']).toBe('image/webp');
      const thumbnail = await api.app.inject({ method: 'GET', url: mediaLink!.replace('display.webp', 'thumbnail.webp') });
      expect(thumbnail.statusCode, mediaLink!).toBe(200);
    }
  });

  it('stores the pictures as uploads are stored: a JPEG original, WebP variants of the usual widths, with the name of the listing', async () => {
    const [item] = await api.app.db
      .select({ mediaLink: propertyMediaItems.mediaLink, title: properties.listingTitle })
      .from(propertyMediaItems)
      .innerJoin(properties, eq(properties.id, propertyMediaItems.propertyId))
      .where(eq(propertyMediaItems.title, 'Gallery'))
      .limit(1);
    const id = OUR_DISPLAY_URL.exec(item.mediaLink!)![1];
    const [original] = await api.app.db
      .select({ contentType: storedFiles.contentType, originalName: storedFiles.originalName })
      .from(mediaImages)
      .innerJoin(storedFiles, eq(storedFiles.id, mediaImages.originalFileId))
      .where(eq(mediaImages.id, id));
    expect(original.contentType).toBe('image/jpeg');
    expect(original.originalName).toMatch(/^[a-z0-9-]+-\d\.jpg$/);
    const display = await sharp((await api.app.inject({ method: 'GET', url: item.mediaLink! })).rawPayload).metadata();
    expect(display.format).toBe('webp');
    expect(display.width).toBeLessThanOrEqual(IMAGE_VARIANT_WIDTHS.display);
    const thumbnail = await api.app.inject({ method: 'GET', url: `/api/media/images/${id}/thumbnail.webp` });
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(IMAGE_VARIANT_WIDTHS.thumbnail);
  });
});
