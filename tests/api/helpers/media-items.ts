import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { activity, propertyMediaItems, type NewPropertyMediaItem } from '../../../server/db/schema';

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
export const storedMedia = (app: App, propertyId: number) =>
  app.db
    .select()
    .from(propertyMediaItems)
    .where(eq(propertyMediaItems.propertyId, propertyId))
    .orderBy(asc(propertyMediaItems.displayOrder), asc(propertyMediaItems.id));

/** The ids in display order and their display orders, to check the order is dense. */
export async function mediaOrderOf(app: App, propertyId: number): Promise<{ ids: number[]; orders: number[] }> {
  const rows = await storedMedia(app, propertyId);
  return { ids: rows.map((r) => r.id), orders: rows.map((r) => r.displayOrder) };
}

/** The audit entries written about media items of a property, oldest first. */
export const mediaAudit = (app: App, propertyId: number) =>
  app.db
    .select()
    .from(activity)
    .where(and(eq(activity.propertyId, propertyId), eq(activity.entityType, 'media item')))
    .orderBy(asc(activity.id));
