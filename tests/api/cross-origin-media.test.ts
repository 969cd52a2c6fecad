import { describe, expect, it } from 'vitest';
import { imageVariantUrls, videoPreviewUrl } from '@common/api/media-links';
import { mediaImages, mediaVideos } from '../../server/db/schema';
import { useLoggedInApp } from './helpers/logged-in-app';

// Issue 29, item 1: the public site (another origin) shows listing pictures and videos to its
// visitors straight from these routes; under Cross-Origin-Resource-Policy: same-origin Chromium
// refused them there. Everything else stays same-origin, so no other site embeds a private file.
const api = useLoggedInApp();

const demoImage = async () => (await api.app.db.select({ id: mediaImages.id }).from(mediaImages).limit(1))[0].id;
const demoVideo = async () => (await api.app.db.select({ id: mediaVideos.id }).from(mediaVideos).limit(1))[0].id;

describe('Cross-Origin-Resource-Policy', () => {
  it.each([
    ['the display variant', async () => imageVariantUrls(await demoImage()).display, {}],
    ['the thumbnail', async () => imageVariantUrls(await demoImage()).thumbnail, {}],
    ['video playback', async () => videoPreviewUrl(await demoVideo()), {}],
    ['video playback, a Range of it', async () => videoPreviewUrl(await demoVideo()), { range: 'bytes=0-99' }],
  ])('is cross-origin for %s, which the public site embeds, with the other security headers kept', async (_, url, headers) => {
    const res = await api.app.inject({ method: 'GET', url: await url(), headers });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('stays same-origin for the private original, the video details, other API answers and the error shape', async () => {
    const image = await demoImage();
    for (const url of [
      `/api/media/images/${image}/original`,
      `/api/media/videos/${await demoVideo()}`,
      '/api/auth/session',
      '/api/agencies',
      `/api/media/images/${image}/nothing.webp`,
    ]) {
      const res = await api.get(url);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});
