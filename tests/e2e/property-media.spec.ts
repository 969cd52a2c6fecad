import { writeFile } from 'node:fs/promises';
import type { Route } from '@playwright/test';
import sharp from 'sharp';
import { vp8FrameOf, webmOf } from '../../server/demo/webm';
import { expect, test } from './fixtures';
import { holdRequests, recordRequests } from './helpers/network';
import { snap } from './helpers/screens';
import { mediaApi } from './pages/mediaApi';
import { mediaTabPage } from './pages/mediaTabPage';
import { shell } from './pages/shell';

// Spec §2 'Media tab', §4 'Media item publish', §5 'Video upload' and 'Image upload', §8, and
// issue 28's delete and one published ListImage. Each test owns one property (24..28) and adds
// its own items (the demo gives every listing some).

/** A real, small PNG of one colour, made here. */
const png = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

const CLIP = { width: 160, height: 120 };

/** A real, playable one-second WebM (VP8), a colour a frame, through the seed's writer. */
async function webm(): Promise<Buffer> {
  const colours = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#8ab17d', '#6d597a', '#b56576'];
  const frames = await Promise.all(
    colours.map(async (background) =>
      vp8FrameOf(
        await sharp({ create: { ...CLIP, channels: 3, background } })
          .webp({ quality: 60 })
          .toBuffer(),
      ),
    ),
  );
  return webmOf(frames, { ...CLIP, fps: colours.length });
}

/** tus sends a video's bytes in PATCH requests to its upload's URL. */
const isTusUpload = (url: URL) => url.pathname.startsWith('/api/media/videos/tus/');

test('Publish flips an item, and the change survives a reload', async ({ loggedIn: page }) => {
  const api = mediaApi(page.request);
  const [item] = await api.addGallery(25, [await png('#2a9d8f')]);
  const tab = mediaTabPage(page, 25);
  await tab.goto();
  await expect(tab.publish(item.id)).toBeChecked();

  await tab.publish(item.id).click();
  await expect(tab.publish(item.id)).not.toBeChecked();
  await expect.poll(async () => (await api.list(25)).find((row) => row.id === item.id)?.isActive).toBe(false);
  await page.reload();
  await expect(tab.publish(item.id)).not.toBeChecked();
  await tab.publish(item.id).click();
  await expect.poll(async () => (await api.list(25)).find((row) => row.id === item.id)?.isActive).toBe(true);
});

test('drags a Gallery image with the keyboard, then with the mouse, and each order survives a reload', async ({ loggedIn: page }) => {
  const api = mediaApi(page.request);
  const [a, b, c] = await api.addGallery(26, [await png('#264653'), await png('#e9c46a'), await png('#f4a261')]);
  const tab = mediaTabPage(page, 26);
  const moves = recordRequests(page, '/api/property-media-items/re-order');
  await tab.goto();
  expect((await tab.shownIds()).slice(-3)).toEqual([a.id, b.id, c.id]);
  // Only Gallery rows have a handle.
  await expect(tab.handle(c.id)).toBeVisible();

  await tab.dragWithKeyboard(c.id, -2);
  await expect.poll(() => moves.length).toBe(1);
  // The image now follows whatever preceded `a`: the server hears that row's id.
  const before = (await tab.shownIds()).at(-4)!;
  expect(moves[0].postDataJSON()).toMatchObject({ propertyId: 26, propertyMediaItemId: c.id, propertyMediaItemBeforeId: before });
  await expect.poll(async () => (await api.ids(26)).slice(-3)).toEqual([c.id, a.id, b.id]);
  const orders = (await api.list(26)).map((item) => item.displayOrder);
  expect(orders).toEqual(orders.map((_, i) => i + 1));

  await page.reload();
  await expect(tab.row(c.id)).toBeVisible();
  expect((await tab.shownIds()).slice(-3)).toEqual([c.id, a.id, b.id]);

  // The mouse: `c` carried down past `b`, to the end again.
  await tab.dragWithMouse(c.id, b.id, 'after');
  await expect.poll(() => moves.length).toBe(2);
  expect(moves[1].postDataJSON()).toMatchObject({ propertyId: 26, propertyMediaItemId: c.id, propertyMediaItemBeforeId: b.id });
  await expect.poll(async () => (await api.ids(26)).slice(-3)).toEqual([a.id, b.id, c.id]);
  await page.reload();
  await expect(tab.row(c.id)).toBeVisible();
  expect((await tab.shownIds()).slice(-3)).toEqual([a.id, b.id, c.id]);
});

test('uploads images through the form as Gallery items, and says why a non-image is refused', async ({ loggedIn: page }) => {
  const api = mediaApi(page.request);
  const tab = mediaTabPage(page, 27);
  await tab.goto();
  const known = await api.ids(27);

  await tab.images.upload.click();
  await expect(tab.notice('Please select at least one file and purpose')).toBeVisible();

  await tab.images.choose([
    { name: 'front.png', mimeType: 'image/png', buffer: await png('#e76f51') },
    { name: 'lobby.png', mimeType: 'image/png', buffer: await png('#8ab17d') },
  ]);
  await expect(tab.images.region.getByRole('img', { name: 'front.png' })).toBeVisible();
  await tab.images.purpose('Gallery (gallery image)');
  await tab.images.upload.click();
  await expect(tab.notice('All 2 images uploaded successfully!')).toBeVisible();
  const added = (await api.list(27)).filter((item) => !known.includes(item.id));
  expect(added).toMatchObject([
    { title: 'Gallery', fileType: 'image', mediaLink: expect.stringMatching(/^\/api\/media\/images\//) },
    { title: 'Gallery', fileType: 'image', mediaLink: expect.stringMatching(/^\/api\/media\/images\//) },
  ]);
  await expect(tab.row(added[1].id)).toBeVisible();

  // A text file named .png passes the picker (it goes by the name) but not the server (it reads the bytes).
  await tab.images.choose([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') }]);
  await tab.images.purpose('ListImage (listing image)');
  await tab.images.upload.click();
  await expect(tab.notice('Failed to upload all images.')).toBeVisible();
  await expect(tab.images.region.getByText(/^notes\.png: .+/)).toBeVisible();
  expect(await api.ids(27)).toHaveLength(known.length + 2);
});

test('uploads a video through the form into a Video item that plays from its media link; leaving mid-upload asks, Cancel stops it', async ({
  loggedIn: page,
}) => {
  const api = mediaApi(page.request);
  const tab = mediaTabPage(page, 28);
  await tab.goto();
  const known = await api.ids(28);

  await tab.video.upload.click();
  await expect(tab.notice('Please fill in all fields')).toBeVisible();

  const clip = { name: 'tour.webm', mimeType: 'video/webm', buffer: await webm() };
  await tab.video.choose(clip);
  // Held bytes keep the upload running while the test tries to leave and then cancels.
  const first = await holdRequests(page, isTusUpload, { method: 'PATCH' });
  // The first PATCH follows the upload's creation, so there is an upload on the server to cancel.
  const sending = page.waitForRequest((req) => req.method() === 'PATCH' && isTusUpload(new URL(req.url())));
  await tab.video.upload.click();
  await expect(tab.video.progress).toBeVisible();
  await sending;
  await shell(page).sidebarLink('Manage Properties').click();
  await expect(tab.leaveDialog.dialog).toBeVisible();
  await tab.leaveDialog.stay.click();
  await expect(tab.leaveDialog.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/properties\/28\/media$/);
  await expect(tab.video.progress).toBeVisible();
  // Cancel ends the upload on the server too (tus termination), so nothing is left to resume.
  const terminated = page.waitForResponse((res) => res.request().method() === 'DELETE' && isTusUpload(new URL(res.url())));
  await tab.video.cancel.click();
  await expect(tab.notice('Upload cancelled')).toBeVisible();
  await expect(tab.video.progress).toBeHidden();
  expect((await terminated).status()).toBe(204);
  first.release();

  const second = await holdRequests(page, isTusUpload, { method: 'PATCH' });
  await tab.video.upload.click();
  await expect(tab.video.progress).toBeVisible();
  await expect(tab.video.region.getByText('0%', { exact: true })).toBeVisible();
  second.release();
  await expect(tab.notice('Video uploaded successfully!')).toBeVisible();
  await expect(tab.video.progress).toBeHidden();

  const added = (await api.list(28)).filter((item) => !known.includes(item.id));
  expect(added, 'the cancelled upload added nothing').toHaveLength(1);
  const [video] = added;
  expect(video).toMatchObject({ title: 'Video', fileType: 'video', isActive: true });
  // Asked at 100 (spec §9), it goes last: the property's order stays 1..n.
  expect(video.displayOrder).toBe(known.length + 1);
  const [, id] = /^\/api\/media\/videos\/([0-9a-f-]{36})\/play$/.exec(video.mediaLink ?? '') ?? [];
  expect(id, `${video.mediaLink} is a video's preview URL`).toBeTruthy();
  const details = await page.request.get(`/api/media/videos/${id}`);
  expect(await details.json()).toMatchObject({
    preview: video.mediaLink,
    contentType: 'video/webm',
    size: clip.buffer.length,
    originalName: 'property-28-tour.webm',
  });

  await expect(tab.row(video.id)).toBeVisible();
  expect(await tab.cells(video.id)).toMatchObject({ Title: 'Video', 'File Type': 'video', 'Display Order': String(video.displayOrder) });
  await expect(tab.row(video.id).getByRole('img', { name: 'Video' })).toBeVisible();
  await expect(tab.row(video.id).getByRole('link')).toHaveAttribute('href', video.mediaLink!);

  const part = await page.request.get(video.mediaLink!, { headers: { Range: 'bytes=0-1023' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-type']).toBe('video/webm');
  expect(part.headers()['content-range']).toBe(`bytes 0-1023/${clip.buffer.length}`);
  expect((await part.body()).equals(clip.buffer.subarray(0, 1024))).toBe(true);

  // Decoded by the browser, not only served: the first frame is there (HAVE_CURRENT_DATA).
  const played = await page.evaluate(async (src) => {
    const element = document.createElement('video');
    element.muted = true;
    element.preload = 'auto';
    await new Promise((resolve, reject) => {
      element.onloadeddata = resolve;
      element.onerror = () => reject(new Error(element.error?.message ?? 'the video did not load'));
      element.src = src;
    });
    return { readyState: element.readyState, width: element.videoWidth, height: element.videoHeight };
  }, video.mediaLink!);
  expect(played.readyState).toBeGreaterThanOrEqual(2);
  expect(played).toMatchObject(CLIP);
});

test('a new ListImage unpublishes the older one and says so; Delete asks first, then removes the item, its file and its place', async ({
  loggedIn: page,
}) => {
  const api = mediaApi(page.request);
  const [doomed] = await api.addGallery(24, [await png('#6d597a')]);
  const [olderListImage] = (await api.list(24)).filter((item) => item.title === 'ListImage' && item.isActive);
  expect(olderListImage, 'the demo gives every listing a published ListImage').toBeTruthy();
  const tab = mediaTabPage(page, 24);
  await tab.goto();

  await tab.images.choose([{ name: 'listing.png', mimeType: 'image/png', buffer: await png('#b56576') }]);
  await tab.images.purpose('ListImage (listing image)');
  await tab.images.upload.click();
  await expect(tab.notice('All 1 images uploaded successfully!')).toBeVisible();
  await expect(
    tab.notice(`The older ListImage (media item ${olderListImage.id}) was unpublished: the public site shows one ListImage per property.`),
  ).toBeVisible();
  await expect(tab.publish(olderListImage.id)).not.toBeChecked();
  const listImages = (await api.list(24)).filter((item) => item.title === 'ListImage');
  expect(listImages.filter((item) => item.isActive).map((item) => item.id)).toEqual([Math.max(...listImages.map((item) => item.id))]);

  await tab.remove(doomed.id).click();
  const confirm = tab.confirmRemove(doomed.id);
  await expect(confirm.dialog).toContainText('This cannot be undone.');
  await confirm.ok.click();
  await expect(tab.notice(`Media item ${doomed.id} deleted.`)).toBeVisible();
  await expect(tab.row(doomed.id)).toHaveCount(0);
  const left = await api.list(24);
  expect(left.map((item) => item.id)).not.toContain(doomed.id);
  expect(left.map((item) => item.displayOrder)).toEqual(left.map((_, i) => i + 1));
  expect((await page.request.get(doomed.mediaLink!)).status()).toBe(404);
});

test('a video upload left part-way says so when the tab is opened again, and goes on from there with the same file', async ({
  loggedIn: page,
}, testInfo) => {
  const tab = mediaTabPage(page, 29);
  const clip = testInfo.outputPath('long-tour.webm');
  const bytes = await webm();
  await writeFile(clip, bytes);
  await tab.goto();
  await expect(tab.video.region.getByText('No file chosen', { exact: true })).toBeVisible();

  // The upload is created on the server, then its bytes do not get through (the client retries)
  // and the admin leaves.
  const dropBytes = (route: Route) => (route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.fallback());
  await page.route(isTusUpload, dropBytes);
  const sending = page.waitForRequest((req) => req.method() === 'PATCH' && isTusUpload(new URL(req.url())));
  await tab.video.region.getByLabel('Video file').setInputFiles(clip);
  await tab.video.upload.click();
  const patch = await sending;
  await shell(page).sidebarLink('Manage Properties').click();
  await tab.leaveDialog.leave.click();
  await expect(page).toHaveURL(/\/properties$/);
  await page.unroute(isTusUpload, dropBytes);

  // 43 % of it arrives by another way (as a dropped connection would leave it).
  const arrived = Math.floor(bytes.length * 0.43) + 1;
  const sent = await page.request.patch(patch.url(), {
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: bytes.subarray(0, arrived),
  });
  expect(sent.status()).toBe(204);

  await tab.goto();
  await expect(
    tab.video.region.getByText('Resume long-tour.webm — 43 % uploaded. Choose the same file to go on.', { exact: true }),
  ).toBeVisible();
  await tab.video.region.scrollIntoViewIfNeeded();
  await snap(test, page, 'media-video-resumable');

  // The same file goes on from where the server stopped: only the rest is sent.
  const resumed = page.waitForRequest((req) => req.method() === 'PATCH' && isTusUpload(new URL(req.url())));
  await tab.video.region.getByLabel('Video file').setInputFiles(clip);
  await tab.video.upload.click();
  expect((await resumed).headers()['upload-offset']).toBe(String(arrived));
  await expect(tab.notice('Video uploaded successfully!')).toBeVisible();
  await expect(tab.video.region.getByText('No file chosen', { exact: true })).toBeVisible();
  await page.reload();
  await expect(tab.video.region.getByText('No file chosen', { exact: true })).toBeVisible();
});
