import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@common/api/media-images';
import type { PortfolioProperty } from '@common/api/portfolios';
import { ONE_PUBLISHED_TITLES } from '@common/api/property-media-items';
import { mediaImages, portfolios, properties, propertyMediaItems, storedFiles } from '../../server/db/schema';
import { PORTFOLIOS } from '../../server/demo/demo-data';
import { dense } from './helpers/content-items';
import { useLoggedInApp } from './helpers/logged-in-app';

const OUR_DISPLAY_URL = /^\/api\/media\/images\/([0-9a-f-]{36})\/display\.webp$/;

const api = useLoggedInApp();

/** The link answers the picture in WebP, and so does its thumbnail: no link points at a missing file. */
async function expectServedWithThumbnail(link: string) {
  for (const url of [link, link.replace('display.webp', 'thumbnail.webp')]) {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toBe('image/webp');
  }
}

describe('demo media (seeded into the template database, its pictures linked into each test app)', () => {
  it('gives every demo property 3 to 5 active Gallery images and one ListImage, in dense order (a demo video comes after them)', async () => {
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
      const all = items.filter((item) => item.propertyId === id);
      expect(all.map((item) => item.displayOrder)).toEqual(dense(all.length));
      for (const title of ONE_PUBLISHED_TITLES)
        expect(all.filter((item) => item.title === title && item.isActive).length, `${title} of ${id}`).toBeLessThanOrEqual(1);
    }
    expect(items.filter((item) => item.title === 'Video').length).toBeGreaterThan(0);
  });

  it('serves every demo media link and its thumbnail: no link points at a missing file', async () => {
    const links = await api.app.db
      .selectDistinct({ mediaLink: propertyMediaItems.mediaLink })
      .from(propertyMediaItems)
      .where(eq(propertyMediaItems.fileType, 'image'));
    expect(links.length).toBeGreaterThan(100);
    for (const { mediaLink } of links) await expectServedWithThumbnail(mediaLink!);
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

describe('demo portfolios (seeded with the demo, after everything else)', () => {
  it('gives every demo portfolio a hero and three gallery pictures of its own, stored and served as uploads are', async () => {
    const rows = await api.app.db.select().from(portfolios).orderBy(asc(portfolios.id));
    expect(rows.map((r) => r.title)).toEqual(PORTFOLIOS.map((p) => p.title));
    const links = rows.flatMap((r) => [r.heroImageLink, r.image1Link, r.image2Link, r.image3Link]);
    for (const link of links) expect(link).toMatch(OUR_DISPLAY_URL);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) await expectServedWithThumbnail(link!);
    const ids = links.map((link) => OUR_DISPLAY_URL.exec(link!)![1]);
    const originals = await api.app.db
      .select({ contentType: storedFiles.contentType, originalName: storedFiles.originalName })
      .from(mediaImages)
      .innerJoin(storedFiles, eq(storedFiles.id, mediaImages.originalFileId))
      .where(inArray(mediaImages.id, ids));
    expect(originals).toHaveLength(links.length);
    for (const original of originals)
      expect(original).toMatchObject({ contentType: 'image/jpeg', originalName: expect.stringMatching(/^[a-z-]+-(hero|[1-3])\.jpg$/) });
  });

  it("offers 3 to 6 properties of the portfolio's category in each, in dense positions, as GET /portfolios/{id}/properties answers", async () => {
    const rows = await api.app.db.select({ id: portfolios.id, title: portfolios.title }).from(portfolios);
    for (const { id, title } of rows) {
      const res = await api.get(`/api/portfolios/${id}/properties`);
      expect(res.statusCode, res.body).toBe(200);
      const offered = res.json<PortfolioProperty[]>();
      expect(offered.length, title).toBeGreaterThanOrEqual(3);
      expect(offered.length, title).toBeLessThanOrEqual(6);
      expect(offered.map((p) => p.position)).toEqual(dense(offered.length));
      const offeredIds = offered.map((p) => p.id);
      const categories = await api.app.db
        .selectDistinct({ categoryId: properties.categoryId })
        .from(properties)
        .where(inArray(properties.id, offeredIds));
      expect(categories, title).toEqual([{ categoryId: PORTFOLIOS.find((p) => p.title === title)!.categoryId }]);
      expect((await api.get(`/api/portfolios/${id}`)).json().propertyCount).toBe(offered.length);
    }
  });
});
