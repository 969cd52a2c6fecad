import sharp from 'sharp';
import { expect, test } from './fixtures';
import { recordRequests } from './helpers/network';
import { mediaApi, mediaTabPage } from './pages/mediaTabPage';

// Spec §2 'Media tab', §4 'Media item publish', §5 'Image upload', §8. Each test owns one
// property (25..27) and adds its own items through the API (the demo gives every listing some).

/** A real, small PNG of one colour, made here. */
const png = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

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

test('drags a Gallery image with the keyboard onto another, and the order survives a reload', async ({ loggedIn: page }) => {
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
