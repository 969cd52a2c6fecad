import { moveAfter, type AfterMove } from '../../components/dnd/moveAfter';
import type { MediaItem } from '@common/api/property-media-items';

/** Spec §9 'Video display order'. */
export const VIDEO_DISPLAY_ORDER = 100;

/** Spec §4: only rows titled Gallery are draggable and droppable. */
export const isGallery = (item: Pick<MediaItem, 'title'>) => item.title === 'Gallery';

/**
 * Spec §7: new images take the highest existing display order plus one, incrementing per
 * file: `count` orders from max + 1 (from 1 when there is nothing yet).
 */
export function nextImageOrders(items: readonly Pick<MediaItem, 'displayOrder'>[], count: number): number[] {
  const max = items.reduce((highest, item) => Math.max(highest, item.displayOrder), 0);
  return Array.from({ length: count }, (_, i) => max + 1 + i);
}

/**
 * A drop of the row at `from` onto the row at `to`: only a Gallery row moves, and only onto
 * another Gallery row (spec §4); anything else is no move (null) and the row goes back.
 */
export function galleryMove(rows: MediaItem[], from: number, to: number): AfterMove<MediaItem> | null {
  if (!rows[from] || !rows[to] || !isGallery(rows[from]) || !isGallery(rows[to])) return null;
  return moveAfter(rows, from, to);
}
