import type { MediaItem } from '@common/api/property-media-items';

/**
 * The image carousel's rules (spec §2 'Image carousel', §9 'Carousel'), free of React so that
 * they are unit-tested on their own. The desktop track holds the images three times over; the
 * slide on show is a `position` on that track, and its image is `position % count`.
 */

/** Below this window width one image shows with dots; from it, the looping track with arrows. */
export const TRACK_FROM_WIDTH = 1024;
/** The slide width by window width: 300 px, 350 px from 1280 px, 400 px from 1536 px. */
const SLIDE_WIDTHS = [
  { fromWidth: 0, width: 300 },
  { fromWidth: 1280, width: 350 },
  { fromWidth: 1536, width: 400 },
] as const;
export const SLIDE_GAP = 16;
/**
 * Every slide box has this shape (width / height), so nothing moves when its image arrives: a
 * landscape photograph's 3:2 (the demo's pictures too); other shapes fill it, cropped at the edges.
 */
export const SLIDE_ASPECT_RATIO = 3 / 2;
/** The single image of a narrow window is at most this wide, so a tablet does not get a screen-high picture. */
export const SINGLE_IMAGE_MAX_WIDTH = 480;
/** Copies of the image list on the track: one each side of the middle one, to loop into. */
const COPIES = 3;
/** A slide more positions than this from the one on show says 'Loading...' rather than loading its image. */
const NEAR_WINDOW = 6;
/** A horizontal move longer than this, swiped or dragged, goes to the next or previous image. */
const SWIPE_THRESHOLD = 50;
/** From this far the pointer is dragging: the track follows it and the press is no tap. */
const DRAG_THRESHOLD = 10;
/** A press released sooner than this without dragging is a tap. */
const TAP_MAX_MS = 300;
/** How long a move animates; then a slide in an outer copy is swapped, unanimated, for its twin in the middle one. */
export const TRANSITION_MS = 300;

export type GalleryImage = Pick<MediaItem, 'id' | 'displayOrder'> & { mediaLink: string };

/** What the carousel shows: active 'Gallery' items that have a link, by display order (ties by id). */
export const galleryImages = (items: readonly MediaItem[]): GalleryImage[] =>
  items
    .filter((item): item is MediaItem & { mediaLink: string } => item.isActive && item.title === 'Gallery' && !!item.mediaLink?.trim())
    .map(({ id, displayOrder, mediaLink }) => ({ id, displayOrder, mediaLink }))
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);

/** The image a track position (or any index, however far past either end) shows. */
export const imageIndexAt = (position: number, count: number) => ((position % count) + count) % count;

/** Every position of the track: the list three times over. */
export const trackLength = (count: number) => count * COPIES;

/** The track starts on the first image of the middle copy. */
export const startPosition = (count: number) => count;

/** Whether a position is in the middle copy, where the track rests between moves. */
export const inMiddleCopy = (position: number, count: number) => position >= count && position < 2 * count;

/** The position in the middle copy showing the same image: where the track jumps back to after a move into an outer copy. */
export const settledPosition = (position: number, count: number) => count + imageIndexAt(position, count);

/**
 * One step along the track. A move made before the last one settled starts from that one's
 * twin in the middle copy, so however fast the arrows are pressed the track never runs off an end.
 * `from` differs from the current position when that jump (unanimated) must come first.
 */
export const planStep = (position: number, step: 1 | -1, count: number) => {
  const from = settledPosition(position, count);
  return { from, to: from + step };
};

/** Whether the slide at `position` loads its image, given the position on show. */
export const isNear = (position: number, current: number) => Math.abs(position - current) <= NEAR_WINDOW;

/** The slide width at a window width. */
export const slideWidthAt = (windowWidth: number): number =>
  SLIDE_WIDTHS.reduce<number>((width, step) => (windowWidth >= step.fromWidth ? step.width : width), SLIDE_WIDTHS[0].width);

/** The same widths as CSS: `--slide-width` for the narrowest window, then a media query for each wider one. */
export const slideWidthStyles = (): Record<string, string | Record<string, string>> => {
  const [narrowest, ...wider] = SLIDE_WIDTHS;
  const styles: Record<string, string | Record<string, string>> = { '--slide-width': `${narrowest.width}px` };
  for (const { fromWidth, width } of wider) styles[`@media (min-width: ${fromWidth}px)`] = { '--slide-width': `${width}px` };
  return styles;
};

/** The `sizes` of a track slide's image, so the browser picks the smallest variant that fills it. */
export const trackImageSizes = () =>
  [...SLIDE_WIDTHS]
    .reverse()
    .map(({ fromWidth, width }) => (fromWidth === 0 ? `${width}px` : `(min-width: ${fromWidth}px) ${width}px`))
    .join(', ');

/** The `sizes` of the single image of a narrow window: the window's width, up to its cap. */
export const singleImageSizes = () => `(max-width: ${SINGLE_IMAGE_MAX_WIDTH - 1}px) 100vw, ${SINGLE_IMAGE_MAX_WIDTH}px`;

export type Gesture = 'next' | 'previous' | 'tap' | 'none';

/**
 * What a press ended as, from how far the pointer moved and how long it was down. A horizontal
 * move past the swipe threshold navigates (leftwards to the next image, as the track follows the
 * finger); a short press that hardly moved is a tap; anything else (a drag given up, a long
 * press, a mostly vertical move) does nothing.
 */
export function classifyGesture({ dx, dy, ms }: { dx: number; dy: number; ms: number }): Gesture {
  if (Math.abs(dx) > SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) return dx < 0 ? 'next' : 'previous';
  if (Math.abs(dx) < DRAG_THRESHOLD && Math.abs(dy) < DRAG_THRESHOLD && ms < TAP_MAX_MS) return 'tap';
  return 'none';
}

/** Whether a press has moved far enough sideways to be a drag that the track follows. */
export const isDrag = (dx: number) => Math.abs(dx) >= DRAG_THRESHOLD;
