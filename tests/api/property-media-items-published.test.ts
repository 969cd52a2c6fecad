import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyMediaItems } from '../../server/db/schema';
import { useLoggedInApp } from './helpers/logged-in-app';
import {
  demoAdminId,
  demoVideoLink,
  gallery,
  MEDIA_ITEMS,
  mediaAudit,
  mediaItemBody,
  setMedia,
  storedMedia,
  toggleUrl,
} from './helpers/media-items';
import { uploadImage } from './helpers/uploads';
import type { MediaFileType } from '@common/api/property-media-items';

// Issue 28, item 5: the public site shows one Video, one Play and one ListImage per property, so
// at most one of each is published; a new one takes the place of the one before it.

const api = useLoggedInApp();

/** A link of each title's kind that names media of ours that exist (beforeAll). */
const links: Record<'Video' | 'Play' | 'ListImage', { fileType: MediaFileType; mediaLink: string }> = {
  Video: { fileType: 'video', mediaLink: '' },
  Play: { fileType: 'videoPlaceholder', mediaLink: '' },
  ListImage: { fileType: 'image', mediaLink: '' },
};
beforeAll(async () => {
  const { display } = await uploadImage(api);
  links.Video.mediaLink = await demoVideoLink(api.app);
  links.Play.mediaLink = display;
  links.ListImage.mediaLink = display;
});
const TITLES = ['Video', 'Play', 'ListImage'] as const;
const published = async (propertyId: number) =>
  (await storedMedia(api.app, propertyId)).filter((item) => item.isActive).map((item) => item.id);

describe.each(TITLES.map((title, i) => ({ title, propertyId: 10 + i })))('one published $title per property', ({ title, propertyId }) => {
  const item = () => ({ title, ...links[title] });
  const post = () => api.send('POST', MEDIA_ITEMS, mediaItemBody(links[title].mediaLink, propertyId, { ...item(), displayOrder: 100 }));

  it(`an upload of another ${title} unpublishes the published one, answers its id and records that for the property`, async () => {
    const [, first] = await setMedia(api.app, propertyId, [...gallery(1), item()]);
    const res = await post();
    expect(res.statusCode, res.body).toBe(201);
    const { id, unpublishedId } = res.json();
    expect(unpublishedId).toBe(first);
    expect(await published(propertyId)).toEqual(expect.arrayContaining([id]));
    expect((await storedMedia(api.app, propertyId)).find((row) => row.id === first)?.isActive).toBe(false);
    expect((await mediaAudit(api.app, propertyId)).at(-1)).toMatchObject({
      entityId: String(first),
      comments: `Unpublished ${title} media item: media item ${id} replaces it on the public site`,
      changes: { isActive: { from: true, to: false } },
      addedById: await demoAdminId(api.app),
    });
  });

  it(`publishing an unpublished ${title} by its toggle unpublishes the published one; unpublishing touches nothing else`, async () => {
    const [gallery1, live, old] = await setMedia(api.app, propertyId, [...gallery(1), item(), { ...item(), isActive: false }]);
    const res = await api.send('PUT', toggleUrl(old));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: old, isActive: true, unpublishedId: live });
    expect(await published(propertyId)).toEqual([gallery1, old]);
    const off = await api.send('PUT', toggleUrl(old));
    expect(off.json()).toMatchObject({ id: old, isActive: false });
    expect(off.json()).not.toHaveProperty('unpublishedId');
    expect(await published(propertyId)).toEqual([gallery1]);
  });

  it(`leaves one ${title} published when two are published at the same moment`, async () => {
    const [a, b] = await setMedia(api.app, propertyId, [
      { ...item(), isActive: false },
      { ...item(), isActive: false },
    ]);
    const answers = await Promise.all([api.send('PUT', toggleUrl(a)), api.send('PUT', toggleUrl(b)), post()]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 201]);
    const live = (await storedMedia(api.app, propertyId)).filter((row) => row.isActive);
    expect(live).toHaveLength(1);
  });
});

describe('Gallery images', () => {
  it('stay published side by side: the carousel shows them all', async () => {
    const [a, b] = await setMedia(api.app, 20, gallery(2));
    const res = await api.send('POST', MEDIA_ITEMS, mediaItemBody(links.ListImage.mediaLink, 20, { displayOrder: 3 }));
    expect(res.json()).not.toHaveProperty('unpublishedId');
    expect(await published(20)).toEqual([a, b, res.json().id]);
  });
});

describe('the partial unique index property_media_items_one_published_idx', () => {
  const row = (propertyId: number, title: 'Gallery' | 'Video' | 'Play' | 'ListImage', isActive = true) => ({
    propertyId,
    title,
    fileType: title === 'Video' ? ('video' as const) : title === 'Play' ? ('videoPlaceholder' as const) : ('image' as const),
    mediaLink: 'https://images.example.com/a',
    displayOrder: 1,
    isActive,
  });

  it.each(TITLES)('refuses a second published %s on one property, inserted or published', async (title) => {
    await setMedia(api.app, 21, []);
    await api.app.db.insert(propertyMediaItems).values([row(21, title), row(21, title, false)]);
    await expect(api.app.db.insert(propertyMediaItems).values(row(21, title))).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'property_media_items_one_published_idx' },
    });
    const publish = api.app.db
      .update(propertyMediaItems)
      .set({ isActive: true })
      .where(and(eq(propertyMediaItems.propertyId, 21), eq(propertyMediaItems.isActive, false)));
    await expect(publish).rejects.toMatchObject({ cause: { code: '23505', constraint: 'property_media_items_one_published_idx' } });
  });

  it('takes unpublished ones, one published per property, and any number of published Gallery images', async () => {
    await setMedia(api.app, 22, []);
    await setMedia(api.app, 23, []);
    const rows = [row(22, 'ListImage'), row(23, 'ListImage'), row(22, 'ListImage', false), row(22, 'ListImage', false)];
    await api.app.db.insert(propertyMediaItems).values([...rows, row(22, 'Gallery'), row(22, 'Gallery')]);
    expect(await storedMedia(api.app, 22)).toHaveLength(5);
  });
});
