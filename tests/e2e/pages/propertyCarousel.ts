import type { Page } from '@playwright/test';

/** Spec §2 'Image carousel' on the Summary tab of '/properties/{id}'. */
export function propertyCarousel(page: Page) {
  const region = page.getByRole('region', { name: 'Property images', exact: true });
  return {
    region,
    /** The slides screen readers hear: one per image (the track's copies are hidden from them). */
    slides: region.getByRole('group'),
    /** Every slide of the track, copies too, in track order. */
    trackSlides: region.locator('[aria-roledescription="slide"]'),
    images: region.getByRole('img'),
    /** What the carousel announces: 'Image 2 of 5'. */
    status: region.locator('[aria-live]'),
    previous: region.getByRole('button', { name: 'Previous image', exact: true }),
    next: region.getByRole('button', { name: 'Next image', exact: true }),
    dots: region.getByRole('button', { name: /^Show image \d+ of \d+$/ }),
    currentDot: region.locator('button[aria-current="true"]'),
    farSlides: region.getByText('Loading...', { exact: true }),

    /** A mouse drag across the carousel's middle, `dx` pixels sideways. */
    async drag(dx: number) {
      const box = (await region.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 8 });
      await page.mouse.up();
    },

    /** The track position of the slide whose middle is at the carousel's middle: the one on show. */
    centredPosition: () =>
      region.evaluate((carousel) => {
        const middle = (rect: DOMRect) => rect.left + rect.width / 2;
        const centre = middle(carousel.getBoundingClientRect());
        const slides = [...carousel.querySelectorAll('[data-position]')];
        const best = slides.reduce((a, b) =>
          Math.abs(middle(a.getBoundingClientRect()) - centre) <= Math.abs(middle(b.getBoundingClientRect()) - centre) ? a : b,
        );
        return { position: Number(best.getAttribute('data-position')), offBy: Math.abs(middle(best.getBoundingClientRect()) - centre) };
      }),
  };
}
