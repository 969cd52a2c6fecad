import { eq } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { auditAbout } from './activity';
import { idsAndOrders, storedInOrder } from './reorder-answer';
import { mediaVideos, propertyMediaItems, users, type NewPropertyMediaItem } from '../../../server/db/schema';
import { videoPreviewUrl } from '@common/api/media-links';
import { DEMO_ADMIN } from './test-app';

export const MEDIA_ITEMS = '/api/property-media-items';

/** A POST /property-media-items body showing `mediaLink`: a Gallery image at order 1 unless `extra` says otherwise. */
export const mediaItemBody = (mediaLink: string, propertyId: number, extra: object = {}) => ({
  propertyId,
  title: 'Gallery',
  fileType: 'image',
  mediaLink,
  displayOrder: 1,
  ...extra,
});

/** Spec §7 toggle-is-active, with the userId the spec sends (accepted, never trusted). */
export const toggleUrl = (id: number | string, userId: number | string = 3) => `${MEDIA_ITEMS}/toggle-is-active?id=${id}&userId=${userId}`;

/** The preview link of a video the demo stored (a link of ours must name a video that exists). */
export async function demoVideoLink(app: App): Promise<string> {
  const [{ id }] = await app.db.select({ id: mediaVideos.id }).from(mediaVideos).limit(1);
  return videoPreviewUrl(id);
}

/** The demo admin's user id: the actor audit entries of the logged-in tests name. */
export async function demoAdminId(app: App): Promise<number> {
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, DEMO_ADMIN.email));
  return admin.id;
}

type Seeded = Pick<NewPropertyMediaItem, 'title' | 'fileType'> & Partial<NewPropertyMediaItem>;

/** Replaces a property's media with these items, numbered 1..n in this order unless given; answers their ids. */
export async function setMedia(app: App, propertyId: number, items: Seeded[]): Promise<number[]> {
  await app.db.delete(propertyMediaItems).where(eq(propertyMediaItems.propertyId, propertyId));
  if (items.length === 0) return [];
  const rows = await app.db
    .insert(propertyMediaItems)
    .values(items.map((item, i) => ({ mediaLink: `/api/media/images/${i + 1}/display.webp`, displayOrder: i + 1, ...item, propertyId })))
    .returning({ id: propertyMediaItems.id });
  return rows.map((r) => r.id);
}

/** n Gallery images, 1..n. */
export const gallery = (n: number): Seeded[] => Array.from({ length: n }, () => ({ title: 'Gallery', fileType: 'image' }));

/** A property's media as stored, by display order then id. */
export const storedMedia = (app: App, propertyId: number) => storedInOrder(app, propertyMediaItems, propertyId);

/** The ids in display order and their display orders, to check the order is dense. */
export const mediaOrderOf = async (app: App, propertyId: number) => idsAndOrders(await storedMedia(app, propertyId));

/** The audit entries written about media items of a property, oldest first. */
export const mediaAudit = (app: App, propertyId: number) => auditAbout(app, propertyId, 'media item');
