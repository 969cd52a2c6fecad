import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { mediaImages, mediaVideos, portfolios, propertyMediaItems, storedFiles } from '../../server/db/schema';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { ourImageId, ourVideoId } from '@common/api/media-links';
import { dense } from './helpers/content-items';
import { expectError } from './helpers/expect-error';
import { oddSpellings } from './helpers/list-endpoint';
import { useLoggedInApp } from './helpers/logged-in-app';
import { demoAdminId, gallery, MEDIA_ITEMS, mediaAudit, mediaOrderOf, setMedia } from './helpers/media-items';
import { loginAs } from './helpers/test-app';
import { uploadImage } from './helpers/uploads';

// Issue 28, item 5: an admin can delete a media item; its files go with it unless something
// else still shows them, and the property's order closes up.

const api = useLoggedInApp();

const remove = (id: number | string) => api.send('DELETE', `${MEDIA_ITEMS}/${id}`);
const picture = (mediaLink: string, title: 'Gallery' | 'ListImage' = 'Gallery') => ({ title, fileType: 'image' as const, mediaLink });

/** The storage keys of an image's or a video's files, and whether each is still in the storage. */
async function filesOf(app: App, link: string): Promise<{ rows: number; keys: string[]; stored: boolean[] }> {
  const image = ourImageId(link);
  const video = ourVideoId(link);
  const [images, videos] = [
    image ? await app.db.select().from(mediaImages).where(eq(mediaImages.id, image)) : [],
    video ? await app.db.select().from(mediaVideos).where(eq(mediaVideos.id, video)) : [],
  ];
  const fileIds = [
    ...images.flatMap((row) => [row.originalFileId, row.displayFileId, row.thumbnailFileId]),
    ...videos.map((row) => row.fileId),
  ];
  const keys = fileIds.length
    ? (await app.db.select({ key: storedFiles.storageKey }).from(storedFiles).where(inArray(storedFiles.id, fileIds))).map((r) => r.key)
    : [];
  return { rows: images.length + videos.length, keys, stored: await Promise.all(keys.map(async (key) => !!(await app.storage.stat(key)))) };
}

describe('DELETE /property-media-items/{id}', () => {
  it('deletes the item, answers it, closes the order up, removes its files and records it as the logged-in admin', async () => {
    const { display } = await uploadImage(api);
    const [a, doomed, c] = await setMedia(api.app, 1, [...gallery(1), picture(display), ...gallery(1)]);
    const before = await filesOf(api.app, display);
    expect(before).toMatchObject({ rows: 1, stored: [true, true, true] });

    const res = await remove(doomed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: doomed,
      propertyId: 1,
      title: 'Gallery',
      fileType: 'image',
      mediaLink: display,
      displayOrder: 2,
      isActive: true,
    });
    expect(await mediaOrderOf(api.app, 1)).toEqual({ ids: [a, c], orders: [1, 2] });
    expect(await filesOf(api.app, display)).toEqual({ rows: 0, keys: [], stored: [] });
    for (const key of before.keys) expect(await api.app.storage.stat(key), key).toBeUndefined();
    expect((await api.get(display)).statusCode).toBe(404);

    expect((await mediaAudit(api.app, 1)).at(-1)).toMatchObject({
      source: 'audit',
      entityId: String(doomed),
      comments: 'Deleted Gallery image media item and its files',
      addedById: await demoAdminId(api.app),
      changes: { title: { from: 'Gallery', to: null }, mediaLink: { from: display, to: null }, displayOrder: { from: 2, to: null } },
    });
  });

  it("removes a video's file with the last item showing it", async () => {
    const [video] = await api.app.db.select().from(propertyMediaItems).where(eq(propertyMediaItems.title, 'Video')).limit(1);
    const before = await filesOf(api.app, video.mediaLink!);
    expect(before).toMatchObject({ rows: 1, stored: [true] });
    expect((await remove(video.id)).statusCode).toBe(200);
    expect(await filesOf(api.app, video.mediaLink!)).toEqual({ rows: 0, keys: [], stored: [] });
    expect(await api.app.storage.stat(before.keys[0])).toBeUndefined();
    const { orders } = await mediaOrderOf(api.app, video.propertyId);
    expect(orders).toEqual(dense(orders.length));
  });

  it('keeps the files while another item or a portfolio still shows the picture', async () => {
    const { display } = await uploadImage(api);
    const [shown, listed] = await setMedia(api.app, 2, [picture(display), picture(display, 'ListImage')]);
    const [portfolio] = await api.app.db.select({ id: portfolios.id }).from(portfolios).limit(1);
    await api.app.db.update(portfolios).set({ heroImageLink: display }).where(eq(portfolios.id, portfolio.id));

    expect((await remove(shown)).statusCode).toBe(200);
    expect((await remove(listed)).statusCode).toBe(200);
    expect(await filesOf(api.app, display)).toMatchObject({ rows: 1, stored: [true, true, true] });
    expect((await api.get(display)).statusCode).toBe(200);
    expect((await mediaAudit(api.app, 2)).at(-1)?.comments).toBe('Deleted ListImage image media item');

    await api.app.db.update(portfolios).set({ heroImageLink: null }).where(eq(portfolios.id, portfolio.id));
    const [last] = await setMedia(api.app, 2, [picture(display)]);
    expect((await remove(last)).statusCode).toBe(200);
    expect(await filesOf(api.app, display)).toMatchObject({ rows: 0 });
  });

  it('keeps the order dense when several items of a property are deleted at once', async () => {
    const ids = await setMedia(api.app, 3, gallery(6));
    const answers = await Promise.all([ids[0], ids[2], ids[4]].map(remove));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await mediaOrderOf(api.app, 3)).toEqual({ ids: [ids[1], ids[3], ids[5]], orders: [1, 2, 3] });
  });

  it('answers 404 for an unknown item or one already deleted, and 400 for an id that is not one, writing nothing', async () => {
    const [id] = await setMedia(api.app, 4, gallery(1));
    expect((await remove(id)).statusCode).toBe(200);
    const entries = (await mediaAudit(api.app, 4)).length;
    expectError(await remove(id), 404, { message: 'Media item not found' });
    expectError(await remove(99999), 404, { message: 'Media item not found' });
    expectError(await remove('abc'), 400, { fields: ['id'] });
    expectError(await remove(0), 400, { fields: ['id'] });
    expect(await mediaAudit(api.app, 4)).toHaveLength(entries);
  });

  it("refuses a live item's id in any spelling but plain digits (0x.., +.., 0.., ..e1) with 400, deleting nothing", async () => {
    const [id] = await setMedia(api.app, 4, gallery(1));
    for (const odd of oddSpellings(id)) expectError(await remove(odd), 400, { fields: ['id'] });
    expect((await mediaOrderOf(api.app, 4)).ids).toEqual([id]);
  });

  it('refuses support staff (403) and requests without a session (401), deleting nothing', async () => {
    const [id] = await setMedia(api.app, 5, gallery(1));
    const support = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const url = `${MEDIA_ITEMS}/${id}`;
    expectError(await api.app.inject({ method: 'DELETE', url, headers: { cookie: support } }), 403, { code: 'READ_ONLY' });
    expectError(await api.app.inject({ method: 'DELETE', url }), 401);
    expect((await mediaOrderOf(api.app, 5)).ids).toEqual([id]);
  });

  it('is documented under the media items tag', async () => {
    const { paths } = (await api.get('/api/openapi.json')).json<{
      paths: Record<string, Record<string, { tags?: string[]; responses?: object }>>;
    }>();
    const operation = paths[`${MEDIA_ITEMS}/{id}`]?.delete;
    expect(operation?.tags).toEqual(['property media items']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
  });
});
