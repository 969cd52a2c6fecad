import { expect, test } from './fixtures';
import { mediaApi } from './pages/mediaApi';

// Issue 12 'Demo data': the demo pictures are stored with the template database's seed and
// linked into every server's data dir (setup/appServer.ts), so each worker's copy of the demo
// data and the untouched one show them; a link to a missing file fails here.

for (const data of ['own', 'untouched'] as const) {
  test.describe(`on the ${data} demo data`, () => {
    test.use({ data });

    test('every media link of a demo listing loads as a picture in the browser', async ({ loggedIn: page }) => {
      const items = (await mediaApi(page.request).list(1)).filter((item) => item.fileType === 'image');
      expect(items.filter((item) => item.title === 'Gallery').length).toBeGreaterThanOrEqual(3);
      for (const item of items) {
        const res = await page.request.get(item.mediaLink!);
        expect(res.status(), item.mediaLink!).toBe(200);
        expect(res.headers()['content-type']).toBe('image/webp');
      }
      // Decoded by the browser, not only served.
      await page.goto('/');
      const widths = await page.evaluate(
        (links) =>
          Promise.all(
            links.map(async (link) => {
              const image = new Image();
              image.src = link;
              await image.decode();
              return image.naturalWidth;
            }),
          ),
        items.map((item) => item.mediaLink!),
      );
      for (const width of widths) expect(width).toBeGreaterThan(0);
    });
  });
}
