import type { MediaItem } from '@common/api/property-media-items';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageCarousel } from '../../src/custom/property-media-items/carousel/ImageCarousel';

const TITLE = 'Harbour View Offices';

const gallery = (id: number, overrides: Partial<MediaItem> = {}): MediaItem => ({
  id,
  propertyId: 7,
  title: 'Gallery',
  fileType: 'image',
  mediaLink: `/api/media/images/img${id}/display.webp`,
  displayOrder: id,
  isActive: true,
  ...overrides,
});
const galleryOf = (count: number) => Array.from({ length: count }, (_, i) => gallery(i + 1));

/** The window is as wide as `width` for the carousel's media query (jsdom has no layout). */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

// react-admin logs each failed data provider call; the failures below are on purpose.
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderCarousel(items: MediaItem[] | (() => Promise<unknown>)) {
  const getList = vi.fn(typeof items === 'function' ? items : async () => ({ data: items, total: items.length }));
  render(
    <AdminContext dataProvider={testDataProvider({ getList: getList as never })} store={memoryStore()}>
      <ImageCarousel propertyId={7} title={TITLE} />
    </AdminContext>,
  );
  return { getList };
}

const carousel = () => screen.findByRole('region', { name: 'Property images' });
/** The image on show, as the carousel announces it. */
const status = (region: HTMLElement) => region.querySelector('[aria-live]')?.textContent;

describe('ImageCarousel, window 1024 px or wider: the looping track', () => {
  it("reads the property's media items and shows its active Gallery images with links, three times over, by display order", async () => {
    windowWidth(1400);
    const { getList } = renderCarousel([
      gallery(1, { displayOrder: 2 }),
      gallery(2, { displayOrder: 1 }),
      gallery(3, { isActive: false }),
      gallery(4, { title: 'ListImage' }),
      gallery(5, { mediaLink: null }),
      gallery(6, { displayOrder: 3 }),
    ]);
    const region = await carousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(getList).toHaveBeenCalledWith('property-media-items', expect.objectContaining({ filter: { propertyId: 7 } }));

    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(9);
    // Screen readers hear the middle copy only.
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(
      within(region)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/api/media/images/img2/thumbnail.webp', '/api/media/images/img1/thumbnail.webp', '/api/media/images/img6/thumbnail.webp']);
    expect(within(region).getByRole('button', { name: 'Previous image' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Next image' })).toBeVisible();
  });

  it('loads the thumbnail, with both variants in srcset and the slide widths in sizes', async () => {
    windowWidth(1400);
    renderCarousel(galleryOf(2));
    const [first] = within(await carousel()).getAllByRole('img');
    expect(first).toHaveAttribute('alt', `${TITLE}, image 1 of 2`);
    expect(first).toHaveAttribute('srcset', '/api/media/images/img1/thumbnail.webp 480w, /api/media/images/img1/display.webp 1600w');
    expect(first).toHaveAttribute('sizes', '(min-width: 1536px) 400px, (min-width: 1280px) 350px, 300px');
  });

  it('steps with the arrow keys and the arrow buttons, round from the last image to the first and back', async () => {
    windowWidth(1400);
    const user = userEvent.setup();
    renderCarousel(galleryOf(3));
    const region = await carousel();
    expect(status(region)).toBe('Image 1 of 3');

    region.focus();
    await user.keyboard('{ArrowRight}');
    expect(status(region)).toBe('Image 2 of 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(status(region)).toBe('Image 3 of 3');
    // Faster than the track settles, on past the end of the copies.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(status(region)).toBe('Image 1 of 3');

    await user.click(within(region).getByRole('button', { name: 'Next image' }));
    expect(status(region)).toBe('Image 2 of 3');
    await user.click(within(region).getByRole('button', { name: 'Previous image' }));
    await user.click(within(region).getByRole('button', { name: 'Previous image' }));
    expect(status(region)).toBe('Image 3 of 3');
  });

  it("shows 'Loading...' instead of the image in slides more than 6 positions from the one on show", async () => {
    windowWidth(1400);
    const user = userEvent.setup();
    renderCarousel(galleryOf(10));
    const region = await carousel();
    // 30 slides, the first image of the middle copy (position 10) on show: 4 to 16 load.
    const slides = within(region).getAllByRole('group', { hidden: true });
    const loading = slides.filter((slide) => slide.textContent === 'Loading...').map((slide) => slide.getAttribute('data-position'));
    expect(loading).toEqual(['0', '1', '2', '3', ...Array.from({ length: 13 }, (_, i) => String(17 + i))]);
    expect(within(region).getAllByRole('img', { hidden: true })).toHaveLength(13);

    region.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(slides[17]).queryByText('Loading...')).toBeNull();
    expect(within(slides[3]).getByText('Loading...')).toBeInTheDocument();
    expect(within(slides[4]).getByText('Loading...')).toBeInTheDocument();
  });

  it('shows a single image alone, without copies or arrows', async () => {
    windowWidth(1400);
    renderCarousel([gallery(1)]);
    expect(await screen.findByRole('img', { name: `${TITLE}, image 1 of 1` })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ImageCarousel, window under 1024 px: one image with dots', () => {
  it('shows one image and a labelled dot per image; a dot shows its image', async () => {
    windowWidth(800);
    const user = userEvent.setup();
    renderCarousel(galleryOf(3));
    const region = await carousel();
    expect(within(region).getAllByRole('img')).toHaveLength(1);
    expect(within(region).getByRole('img')).toHaveAttribute('alt', `${TITLE}, image 1 of 3`);
    expect(within(region).getByRole('img')).toHaveAttribute('sizes', '(max-width: 479px) 100vw, 480px');
    expect(within(region).queryByRole('button', { name: 'Next image' })).toBeNull();

    const dots = within(region).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show image 1 of 3', 'Show image 2 of 3', 'Show image 3 of 3']);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await user.click(dots[2]);
    expect(within(region).getByRole('img')).toHaveAttribute('alt', `${TITLE}, image 3 of 3`);
    expect(within(region).getByRole('img')).toHaveAttribute('src', '/api/media/images/img3/thumbnail.webp');
    expect(within(region).getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('steps round the list with the arrow keys', async () => {
    windowWidth(800);
    const user = userEvent.setup();
    renderCarousel(galleryOf(3));
    const region = await carousel();
    region.focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(region).getByRole('img')).toHaveAttribute('alt', `${TITLE}, image 3 of 3`);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(region).getByRole('img')).toHaveAttribute('alt', `${TITLE}, image 2 of 3`);
  });
});

describe('ImageCarousel states', () => {
  it("says 'No images available' when the property has no active Gallery image with a link", async () => {
    renderCarousel([gallery(1, { isActive: false }), gallery(2, { title: 'Play', fileType: 'videoPlaceholder' })]);
    expect(await screen.findByText('No images available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows its loading state while the list loads', () => {
    renderCarousel(() => new Promise(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Loading images...');
  });

  it("shows 'Failed to load property media items' when the list fails, and 'Try Again' loads it again", async () => {
    quietConsole();
    windowWidth(1400);
    const user = userEvent.setup();
    let fail = true;
    const { getList } = renderCarousel(async () => {
      if (fail) throw new HttpError('Internal error', 500);
      return { data: galleryOf(2), total: 2 };
    });
    // One quiet retry first.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load property media items');
    expect(getList).toHaveBeenCalledTimes(2);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(6));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
