import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { imageVariantUrls } from '@common/api/media-links';
import type { MediaItem } from '@common/api/property-media-items';
import { expect, test } from './fixtures';
import { mediaApi } from './pages/mediaApi';

// Issue 29, item 1: the public site lives on an origin of its own and its visitors' browsers
// fetch listing pictures and videos straight from the back-office. Under
// Cross-Origin-Resource-Policy: same-origin Chromium refused all three
// (net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin).

const DISPLAY_URL = /^\/api\/media\/images\/([0-9a-f-]{36})\/display\.webp$/;
/** HTMLMediaElement.HAVE_CURRENT_DATA: the first frame is decoded ('loadeddata' has fired). */
const HAVE_CURRENT_DATA = 2;

/** A stand-in for the public site: one page, on another origin, showing the given media. */
async function publicSite(hostname: string, html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, hostname, resolve));
  return { url: `http://${hostname}:${(server.address() as AddressInfo).port}/`, server };
}

/** The first demo listing with a video (one in ten has one), and its media. */
async function listingWithVideo(list: (propertyId: number) => Promise<MediaItem[]>): Promise<MediaItem[]> {
  for (let propertyId = 1; propertyId <= 30; propertyId++) {
    const items = await list(propertyId);
    if (items.some((item) => item.fileType === 'video')) return items;
  }
  throw new Error('no demo listing with a video among the first 30');
}

test('a page of another origin shows a listing picture, its thumbnail and its video', async ({ loggedIn: page, baseURL }) => {
  const items = await listingWithVideo(mediaApi(page.request).list);
  const picture = items.find((item) => item.fileType === 'image' && DISPLAY_URL.test(item.mediaLink ?? ''))!;
  const video = items.find((item) => item.fileType === 'video')!;
  const imageId = DISPLAY_URL.exec(picture.mediaLink!)![1];
  const media = new URL(baseURL!);
  const absolute = (link: string) => new URL(link, media).href;
  const html =
    `<!doctype html><title>A listing</title>` +
    `<img id="display" src="${absolute(imageVariantUrls(imageId).display)}">` +
    `<img id="thumbnail" src="${absolute(imageVariantUrls(imageId).thumbnail)}">` +
    `<video id="video" src="${absolute(video.mediaLink!)}" preload="auto" muted></video>`;
  // The same machine under its other name: another origin (and site) to the browser.
  const site = await publicSite(media.hostname === 'localhost' ? '127.0.0.1' : 'localhost', html);
  try {
    // A visitor, not an admin.
    await page.context().clearCookies();
    const refused: string[] = [];
    page.on('requestfailed', (request) => refused.push(`${request.url()}: ${request.failure()?.errorText}`));
    await page.goto(site.url);
    expect(new URL(page.url()).origin).not.toBe(media.origin);

    const widths = await page.evaluate(() =>
      Promise.all(
        ['display', 'thumbnail'].map((id) => {
          const image = document.getElementById(id) as HTMLImageElement;
          return image.decode().then(
            () => image.naturalWidth,
            () => 0,
          );
        }),
      ),
    );
    expect(refused).toEqual([]);
    expect(widths[0], 'the display variant').toBeGreaterThan(0);
    expect(widths[1], 'the thumbnail').toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => (document.getElementById('video') as HTMLVideoElement).readyState), { message: 'the video loads' })
      .toBeGreaterThanOrEqual(HAVE_CURRENT_DATA);
    expect(await page.evaluate(() => (document.getElementById('video') as HTMLVideoElement).error)).toBeNull();
    expect(refused).toEqual([]);
  } finally {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  }
});
