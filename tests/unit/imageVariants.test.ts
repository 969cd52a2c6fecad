import { describe, expect, it } from 'vitest';
import { imageSources, thumbnailOf } from '../../src/components/imageVariants';

describe('image variants of a media link', () => {
  it('finds the thumbnail beside one of our display variants, with or without an origin', () => {
    expect(thumbnailOf('/api/media/images/3f2a/display.webp')).toBe('/api/media/images/3f2a/thumbnail.webp');
    expect(thumbnailOf('https://admin.example.com/api/media/images/3f2a/display.webp')).toBe(
      'https://admin.example.com/api/media/images/3f2a/thumbnail.webp',
    );
  });

  it('offers both variants by width, the thumbnail as the plain src', () => {
    expect(imageSources('/api/media/images/3f2a/display.webp')).toEqual({
      src: '/api/media/images/3f2a/thumbnail.webp',
      srcSet: '/api/media/images/3f2a/thumbnail.webp 480w, /api/media/images/3f2a/display.webp 1600w',
    });
  });

  it('uses a link that is not ours as it is', () => {
    for (const link of [
      'https://imagedelivery.net/abc/def/public',
      '/api/media/images/3f2a/original',
      '/api/media/videos/9/display.webp',
    ]) {
      expect(imageSources(link)).toEqual({ src: link });
    }
  });
});
