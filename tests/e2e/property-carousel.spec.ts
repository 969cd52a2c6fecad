import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { SLIDE_ASPECT_RATIO, slideWidthAt } from '../../src/custom/property-media-items/carousel/carouselLogic';
import { expect, test } from './fixtures';
import { wcagViolations } from './helpers/axe';
import { sidewaysScrolling } from './helpers/fit';
import { holdRequests, recordRequests } from './helpers/network';
import { snap } from './helpers/screens';
import { propertyDetailsPage } from './pages/propertyDetailsPage';
import { mediaApi } from './pages/mediaApi';
import { propertyCarousel } from './pages/propertyCarousel';

// Spec §2 'Image carousel', §9 'Carousel'; issue 12: the carousel at 800 px and 1400 px wide.
// Each test unpublishes the property's media and uploads its own pictures through our image
// endpoint, so it sees exactly those whatever ran before it on the worker's database.

const PROPERTY = 31;
const GALLERY = 5;
/** Six uploads, then a dozen steps each awaited on screen: about 20 s on an idle machine, more beside a full e2e run. */
const UPLOADS_AND_STEPS = 90_000;
const HUES = ['#1f4e79', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#37474f'];

/** A 1200 × 900 picture with a big label, a gradient from its own colour: each slide is told apart in a screenshot. */
const picture = (label: string, colour: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#f5f7fa"/></linearGradient></defs>
        <rect width="1200" height="900" fill="url(#g)"/>
        <text x="600" y="560" font-size="320" font-family="sans-serif" font-weight="bold" fill="white" text-anchor="middle">${label}</text>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

/**
 * The property's carousel shows five pictures, numbered 1 to 5 in display order. A published
 * ListImage is added too: the carousel leaves it out.
 */
async function galleryOfFive(page: Page) {
  const api = mediaApi(page.request);
  await api.unpublishAll(PROPERTY);
  let displayOrder = Math.max(0, ...(await api.list(PROPERTY)).map((item) => item.displayOrder));
  const add = async (label: string, title: 'Gallery' | 'ListImage') => {
    const mediaLink = await api.upload(await picture(label, HUES[displayOrder % HUES.length]), `carousel-${label}.png`);
    await api.add({ propertyId: PROPERTY, title, fileType: 'image', mediaLink, displayOrder: ++displayOrder });
  };
  for (let n = 1; n <= GALLERY; n++) await add(String(n), 'Gallery');
  await add('L', 'ListImage');
}

/** The images the page has asked for, by variant. */
const variantsRequested = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const variant = /\/api\/media\/images\/[^/]+\/(\w+)\.webp$/.exec(request.url())?.[1];
    if (variant) seen.push(variant);
  });
  return seen;
};

const axeViolations = async (page: Page) =>
  (await wcagViolations(page, '[aria-roledescription="carousel"]')).map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );

test.describe('at 800 px wide', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('one image with dots: dots, arrow keys and swipes change it, and only thumbnails are fetched', async ({ loggedIn: page }) => {
    test.setTimeout(UPLOADS_AND_STEPS);
    await galleryOfFive(page);
    const variants = variantsRequested(page);
    const carousel = propertyCarousel(page);
    await propertyDetailsPage(page, PROPERTY).goto();

    await expect(carousel.images).toHaveCount(1);
    await expect(carousel.images).toHaveAccessibleName(/, image 1 of 5$/);
    await expect(carousel.dots).toHaveCount(GALLERY);
    await expect(carousel.currentDot).toHaveAccessibleName('Show image 1 of 5');
    await expect(carousel.next).toHaveCount(0);
    // The picture has arrived, as its 480 px thumbnail: the box is at most 480 px wide at 1x.
    await expect.poll(() => carousel.images.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    expect(await carousel.images.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/thumbnail\.webp$/);
    // Above the Property Information section.
    const sectionTop = (await propertyDetailsPage(page, PROPERTY).section('Property Information').boundingBox())!.y;
    expect((await carousel.region.boundingBox())!.y).toBeLessThan(sectionTop);
    if (process.env.SCREENSHOTS) await snap(test, page, 'property-carousel-800');

    await carousel.dots.nth(2).click();
    await expect(carousel.images).toHaveAccessibleName(/, image 3 of 5$/);
    await expect(carousel.currentDot).toHaveAccessibleName('Show image 3 of 5');

    await carousel.region.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.images).toHaveAccessibleName(/, image 4 of 5$/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.images).toHaveAccessibleName(/, image 2 of 5$/);

    // A swipe over 50 px goes on; one under it does nothing.
    await carousel.drag(-120);
    await expect(carousel.images).toHaveAccessibleName(/, image 3 of 5$/);
    await carousel.drag(40);
    await expect(carousel.images).toHaveAccessibleName(/, image 3 of 5$/);
    await carousel.drag(120);
    await expect(carousel.images).toHaveAccessibleName(/, image 2 of 5$/);

    expect(variants.length).toBeGreaterThan(0);
    expect(variants.filter((variant) => variant !== 'thumbnail')).toEqual([]);
    expect(await sidewaysScrolling(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('at 1400 px wide', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the looping track: arrows, arrow keys and drags go round it, and it keeps its place while loading', async ({ loggedIn: page }) => {
    test.setTimeout(UPLOADS_AND_STEPS);
    await galleryOfFive(page);
    const carousel = propertyCarousel(page);
    const details = propertyDetailsPage(page, PROPERTY);
    const lists = recordRequests(page, '/api/property-media-items');
    const held = await holdRequests(page, (url) => url.pathname === '/api/property-media-items');
    await details.goto();

    // While the list loads, the carousel's room is kept: the sections below do not move when it arrives.
    await expect(page.getByRole('status').filter({ hasText: 'Loading images...' })).toBeAttached();
    const section = details.section('Property Information');
    const topWhileLoading = (await section.boundingBox())!.y;
    held.release();
    await expect(carousel.slides).toHaveCount(GALLERY);
    await expect.poll(() => carousel.images.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete))).toBe(true);
    expect((await section.boundingBox())!.y).toBe(topWhileLoading);
    expect(lists).toHaveLength(1);

    // Three copies of the five; the first image of the middle copy in the middle, 350 px wide, 3:2, 16 px apart.
    await expect(carousel.trackSlides).toHaveCount(3 * GALLERY);
    await expect(carousel.next).toBeVisible();
    await expect(carousel.previous).toBeVisible();
    await expect(carousel.status).toHaveText('Image 1 of 5');
    expect(await carousel.centredPosition()).toEqual({ position: 5, offBy: 0 });
    const [first, second] = [await carousel.trackSlides.nth(5).boundingBox(), await carousel.trackSlides.nth(6).boundingBox()];
    expect(first!.width).toBe(slideWidthAt(1400));
    expect(first!.height).toBeCloseTo(slideWidthAt(1400) / SLIDE_ASPECT_RATIO, 0);
    expect(second!.x - (first!.x + first!.width)).toBe(16);
    // Slides more than 6 positions from the one on show wait: 12, 13 and 14.
    await expect(carousel.farSlides).toHaveCount(3);
    if (process.env.SCREENSHOTS) await snap(test, page, 'property-carousel-1400');

    await carousel.region.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.status).toHaveText('Image 2 of 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.status).toHaveText('Image 5 of 5');
    // Into the first copy, then (300 ms later) back to the same image in the middle one, unanimated.
    await expect.poll(() => carousel.centredPosition()).toEqual({ position: 9, offBy: 0 });
    if (process.env.SCREENSHOTS) await snap(test, page, 'property-carousel-1400-image-5');

    await carousel.next.click();
    await expect(carousel.status).toHaveText('Image 1 of 5');
    await expect.poll(() => carousel.centredPosition()).toEqual({ position: 5, offBy: 0 });
    await carousel.previous.click();
    await expect(carousel.status).toHaveText('Image 5 of 5');

    // Dragged past 50 px it moves on; a shorter drag springs back.
    await carousel.drag(-150);
    await expect(carousel.status).toHaveText('Image 1 of 5');
    await carousel.drag(-30);
    await expect(carousel.status).toHaveText('Image 1 of 5');
    await expect.poll(() => carousel.centredPosition()).toEqual({ position: 5, offBy: 0 });
    await carousel.drag(150);
    await expect(carousel.status).toHaveText('Image 5 of 5');

    // A click (a tap) on the slide beside the one on show brings it to the middle.
    await expect.poll(() => carousel.centredPosition()).toEqual({ position: 9, offBy: 0 });
    await carousel.trackSlides.nth(10).click();
    await expect(carousel.status).toHaveText('Image 1 of 5');

    expect(await sidewaysScrolling(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
