import { SINGLE_IMAGE_MAX_WIDTH, SLIDE_ASPECT_RATIO, slideWidthStyles } from './carouselLogic';

/**
 * The carousel's boxes, sized before any image arrives so that nothing below them moves (no
 * layout shift): loading, empty and failed states take the same room as the images will.
 */

/** The track of a wide window: one slide high at every window width (`--slide-width` by media query). */
export const trackFrameSx = {
  ...slideWidthStyles(),
  position: 'relative',
  height: `calc(var(--slide-width) / ${SLIDE_ASPECT_RATIO})`,
} as const;

/** The single image of a narrow window: the width it has, up to its cap, in the slides' shape. */
export const singleImageSx = {
  position: 'relative',
  width: '100%',
  maxWidth: SINGLE_IMAGE_MAX_WIDTH,
  aspectRatio: SLIDE_ASPECT_RATIO,
  mx: 'auto',
} as const;

/** The row of dots under the single image; held open when there are none, so its height never changes. */
export const DOT_SIZE = 24;

/** What an image sits on until it arrives, and what a message sits on instead of images. */
export const surfaceSx = {
  // A tint of the page's text colour: pale grey on the light theme, a lighter grey on the dark one.
  bgcolor: 'action.hover',
  borderRadius: 1,
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
} as const;

/** Read by screen readers, not shown. */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
