import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@common/api/property-media-items';
import { galleryMove, nextImageOrders, VIDEO_DISPLAY_ORDER } from '../../src/custom/property-media-items/mediaOrder';
import { batchSummary, IMAGE_PURPOSES, videoFileName } from '../../src/custom/property-media-items/uploadNaming';

const item = (id: number, title: MediaItem['title'], displayOrder: number): MediaItem => ({
  id,
  propertyId: 7,
  title,
  fileType: title === 'Video' ? 'video' : 'image',
  mediaLink: `/api/media/images/${id}/display.webp`,
  displayOrder,
  isActive: true,
});

describe('nextImageOrders (spec §7: max + 1, incrementing per file)', () => {
  it('starts after the highest display order, whatever the list order, one per file', () => {
    expect(nextImageOrders([item(1, 'Gallery', 3), item(2, 'Gallery', 1), item(3, 'ListImage', 4)], 3)).toEqual([5, 6, 7]);
  });

  it('starts at 1 for a property without media, and counts a video at 100 like any item', () => {
    expect(nextImageOrders([], 2)).toEqual([1, 2]);
    expect(nextImageOrders([item(1, 'Gallery', 1), item(2, 'Video', VIDEO_DISPLAY_ORDER)], 1)).toEqual([101]);
  });
});

describe('galleryMove (spec §4: only Gallery rows drag and accept drops)', () => {
  const rows = [item(11, 'Gallery', 1), item(12, 'ListImage', 2), item(13, 'Gallery', 3), item(14, 'Gallery', 4), item(15, 'Video', 100)];

  it('moves a Gallery row onto another, naming the row it now follows (0 at the top)', () => {
    expect(galleryMove(rows, 3, 0)).toMatchObject({ moved: { id: 14 }, beforeId: 0 });
    expect(galleryMove(rows, 0, 3)).toMatchObject({ moved: { id: 11 }, beforeId: 14 });
    const up = galleryMove(rows, 3, 2)!;
    expect(up.beforeId).toBe(12);
    expect(up.rows.map((r) => r.id)).toEqual([11, 12, 14, 13, 15]);
  });

  it('refuses to drag a row that is not Gallery, or to drop onto one, or onto itself', () => {
    expect(galleryMove(rows, 1, 0)).toBeNull();
    expect(galleryMove(rows, 4, 0)).toBeNull();
    expect(galleryMove(rows, 0, 1)).toBeNull();
    expect(galleryMove(rows, 0, 4)).toBeNull();
    expect(galleryMove(rows, 2, 2)).toBeNull();
    expect(galleryMove(rows, 0, 9)).toBeNull();
  });
});

describe('batchSummary (spec §8)', () => {
  it('says all, some or none, exactly as the spec writes it', () => {
    expect(batchSummary(3, 3)).toBe('All 3 images uploaded successfully!');
    expect(batchSummary(2, 5)).toBe('2 of 5 images uploaded successfully. 3 failed.');
    expect(batchSummary(0, 4)).toBe('Failed to upload all images.');
  });
});

describe('upload naming', () => {
  it('renames a video with a prefix, the property id and the original name (spec §7)', () => {
    expect(videoFileName(42, 'Walkthrough final.mp4')).toBe('property-42-Walkthrough final.mp4');
  });

  it('maps each image purpose to the title and file type of spec §3 (Play is the video placeholder)', () => {
    expect(IMAGE_PURPOSES).toEqual({
      Play: { title: 'Play', fileType: 'videoPlaceholder' },
      Gallery: { title: 'Gallery', fileType: 'image' },
      ListImage: { title: 'ListImage', fileType: 'image' },
    });
  });
});
