import { expect, type APIRequestContext } from '@playwright/test';
import type { MediaItem } from '@common/api/property-media-items';

const ITEMS = '/api/property-media-items';

/**
 * A property's media through the API (a logged-in page's `request`): upload a picture to our
 * image endpoint, add it as a media item, unpublish what a test does not want shown. Tests add
 * their own items rather than take the demo's.
 */
export function mediaApi(request: APIRequestContext) {
  const list = async (propertyId: number): Promise<MediaItem[]> => {
    const res = await request.get(`${ITEMS}?propertyId=${propertyId}`);
    expect(res.status()).toBe(200);
    return res.json();
  };

  /** POST /api/media/images; answers the display variant's link, as the Image Upload form stores it. */
  const upload = async (png: Buffer, name = 'picture.png'): Promise<string> => {
    const res = await request.post('/api/media/images', { multipart: { file: { name, mimeType: 'image/png', buffer: png } } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { result: { variants: string[] } }).result.variants[0];
  };

  const add = async (
    item: Pick<MediaItem, 'propertyId' | 'title' | 'fileType' | 'displayOrder'> & { mediaLink: string },
  ): Promise<MediaItem> => {
    const res = await request.post(ITEMS, { data: item });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };

  return {
    list,
    ids: async (propertyId: number) => (await list(propertyId)).map((item) => item.id),
    upload,
    add,

    /** Uploads each picture and adds it as a Gallery item after the last one (the form's max + 1). */
    async addGallery(propertyId: number, pictures: Buffer[]): Promise<MediaItem[]> {
      const added: MediaItem[] = [];
      for (const picture of pictures) {
        const mediaLink = await upload(picture);
        const displayOrder = Math.max(0, ...(await list(propertyId)).map((item) => item.displayOrder)) + 1;
        added.push(await add({ propertyId, title: 'Gallery', fileType: 'image', mediaLink, displayOrder }));
      }
      return added;
    },

    /** Unpublishes every published item of the property, so that only what a test adds shows. */
    async unpublishAll(propertyId: number) {
      for (const item of (await list(propertyId)).filter((media) => media.isActive)) {
        expect((await request.put(`${ITEMS}/toggle-is-active?id=${item.id}&userId=`)).status()).toBe(200);
      }
    },
  };
}
