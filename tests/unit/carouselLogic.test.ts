import type { MediaItem } from '@common/api/property-media-items';
import { describe, expect, it } from 'vitest';
import {
  classifyGesture,
  galleryImages,
  imageIndexAt,
  inMiddleCopy,
  isDrag,
  isNear,
  planStep,
  settledPosition,
  singleImageSizes,
  slideWidthAt,
  slideWidthStyles,
  startPosition,
  trackImageSizes,
  trackLength,
} from '../../src/custom/property-media-items/carousel/carouselLogic';

const item = (overrides: Partial<MediaItem>): MediaItem => ({
  id: 1,
  propertyId: 7,
  title: 'Gallery',
  fileType: 'image',
  mediaLink: '/api/media/images/a/display.webp',
  displayOrder: 1,
  isActive: true,
  ...overrides,
});

describe('galleryImages (spec §2: active Gallery images with a link, by display order)', () => {
  it('keeps only active Gallery items that have a link, in display order', () => {
    const items = [
      item({ id: 1, displayOrder: 3 }),
      item({ id: 2, displayOrder: 1 }),
      item({ id: 3, displayOrder: 2, isActive: false }),
      item({ id: 4, displayOrder: 4, title: 'ListImage' }),
      item({ id: 5, displayOrder: 5, title: 'Video', fileType: 'video' }),
      item({ id: 6, displayOrder: 6, mediaLink: null }),
      item({ id: 7, displayOrder: 7, mediaLink: '  ' }),
      item({ id: 8, displayOrder: 2 }),
    ];
    expect(galleryImages(items).map((image) => image.id)).toEqual([2, 8, 1]);
  });

  it('orders equal display orders by id, and gives none for none', () => {
    expect(galleryImages([item({ id: 9, displayOrder: 1 }), item({ id: 4, displayOrder: 1 })]).map((image) => image.id)).toEqual([4, 9]);
    expect(galleryImages([])).toEqual([]);
  });
});

describe('the looping track (three copies of the list)', () => {
  const count = 4;

  it('is three copies long and starts on the first image of the middle one', () => {
    expect(trackLength(count)).toBe(12);
    expect(startPosition(count)).toBe(4);
    expect(imageIndexAt(startPosition(count), count)).toBe(0);
  });

  it('shows image position % count at every position, and wraps any index round the list', () => {
    expect([0, 3, 4, 7, 8, 11].map((position) => imageIndexAt(position, count))).toEqual([0, 3, 0, 3, 0, 3]);
    expect(imageIndexAt(-1, count)).toBe(3);
    expect(imageIndexAt(-5, count)).toBe(3);
    expect(imageIndexAt(4, count)).toBe(0);
  });

  it('rests in the middle copy', () => {
    expect([3, 4, 7, 8].map((position) => inMiddleCopy(position, count))).toEqual([false, true, true, false]);
  });

  it('steps by one within the middle copy and out of it at its ends', () => {
    expect(planStep(5, 1, count)).toEqual({ from: 5, to: 6 });
    expect(planStep(7, 1, count)).toEqual({ from: 7, to: 8 });
    expect(planStep(4, -1, count)).toEqual({ from: 4, to: 3 });
  });

  it('after a move into an outer copy settles on the same image in the middle copy', () => {
    expect(settledPosition(8, count)).toBe(4);
    expect(settledPosition(3, count)).toBe(7);
    expect(settledPosition(6, count)).toBe(6);
    expect(imageIndexAt(settledPosition(8, count), count)).toBe(imageIndexAt(8, count));
  });

  it('starts a move made before the last one settled from its twin in the middle copy', () => {
    // Past the end (image 0 of the third copy), then forward again before the reset: from image 0 of the middle copy.
    expect(planStep(8, 1, count)).toEqual({ from: 4, to: 5 });
    expect(planStep(3, -1, count)).toEqual({ from: 7, to: 6 });
  });

  it('never leaves the track, however many steps are made without settling, one image or many', () => {
    for (const images of [1, 2, 3, 7]) {
      let position = startPosition(images);
      for (const direction of [...Array<1>(25).fill(1), ...Array<-1>(60).fill(-1)]) {
        const { from, to } = planStep(position, direction, images);
        expect(imageIndexAt(from, images)).toBe(imageIndexAt(position, images));
        expect(to).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThan(trackLength(images));
        expect(imageIndexAt(to, images)).toBe(imageIndexAt(position + direction, images));
        position = to;
      }
    }
  });
});

describe('the near window (6 positions)', () => {
  it('loads slides within 6 positions of the one on show, either side', () => {
    expect(isNear(10, 10)).toBe(true);
    expect(isNear(4, 10)).toBe(true);
    expect(isNear(16, 10)).toBe(true);
    expect(isNear(3, 10)).toBe(false);
    expect(isNear(17, 10)).toBe(false);
  });
});

describe('slide widths (300 px, 350 px from 1280 px, 400 px from 1536 px)', () => {
  it('picks the width by window width', () => {
    expect([1024, 1279, 1280, 1535, 1536, 2560].map(slideWidthAt)).toEqual([300, 300, 350, 350, 400, 400]);
  });

  it('says the same in CSS and in the images’ sizes', () => {
    expect(slideWidthStyles()).toEqual({
      '--slide-width': '300px',
      '@media (min-width: 1280px)': { '--slide-width': '350px' },
      '@media (min-width: 1536px)': { '--slide-width': '400px' },
    });
    expect(trackImageSizes()).toBe('(min-width: 1536px) 400px, (min-width: 1280px) 350px, 300px');
    expect(singleImageSizes()).toBe('(max-width: 479px) 100vw, 480px');
  });
});

describe('gestures (swipe over 50 px, drag from 10 px, tap under 300 ms)', () => {
  it('navigates on a horizontal move over 50 px: leftwards to the next image, rightwards to the previous', () => {
    expect(classifyGesture({ dx: -51, dy: 0, ms: 200 })).toBe('next');
    expect(classifyGesture({ dx: 51, dy: 10, ms: 900 })).toBe('previous');
    expect(classifyGesture({ dx: -50, dy: 0, ms: 200 })).toBe('none');
  });

  it('does not navigate on a mostly vertical move', () => {
    expect(classifyGesture({ dx: -60, dy: 80, ms: 200 })).toBe('none');
  });

  it('counts a short press that moved under 10 px as a tap', () => {
    expect(classifyGesture({ dx: 9, dy: -9, ms: 299 })).toBe('tap');
    expect(classifyGesture({ dx: 0, dy: 0, ms: 300 })).toBe('none');
    expect(classifyGesture({ dx: 10, dy: 0, ms: 100 })).toBe('none');
    expect(classifyGesture({ dx: 0, dy: 10, ms: 100 })).toBe('none');
  });

  it('starts dragging at 10 px sideways', () => {
    expect(isDrag(9)).toBe(false);
    expect(isDrag(10)).toBe(true);
    expect(isDrag(-10)).toBe(true);
  });
});
