import { Box } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TreeList } from './TreeList';

/** Up to this many rows are all drawn; beyond it only those near the window are (a full room has thousands). */
const WINDOWED_FROM = 300;
/** A row's usual height at 1280 px; a wrong guess only moves the scrollbar, never overlaps rows. */
const ROW_PX = 43;

interface TreeRowsProps<T> {
  label: string;
  items: readonly T[];
  row: (item: T) => ReactNode;
  /** A row to bring into view once (a link's highlighted row), when the list draws only some. */
  scrollToId?: number;
}

/**
 * A data-room tree's rows: all of them in the usual room, and in a room of thousands only the
 * rows near the window, with the space of the others kept above and below them, so unfolding
 * everything stays quick. Rows stay in normal flow (no absolute positions), so their heights
 * may vary.
 */
export function TreeRows<T extends { id: number }>({ label, items, row, scrollToId }: TreeRowsProps<T>) {
  if (items.length <= WINDOWED_FROM) return <TreeList label={label}>{items.map(row)}</TreeList>;
  return <WindowedRows label={label} items={items} row={row} scrollToId={scrollToId} />;
}

function WindowedRows<T extends { id: number }>({ label, items, row, scrollToId }: TreeRowsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  // Where the list starts in the page; re-read whenever the page's layout changes size.
  const [top, setTop] = useState(0);
  useEffect(() => {
    const observer = new ResizeObserver(() => setTop((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_PX,
    overscan: 20,
    scrollMargin: top,
    getItemKey: (index) => items[index].id,
  });
  // The row itself scrolls to the middle once drawn; first it must be drawn.
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || scrollToId === undefined || !top) return;
    const index = items.findIndex((item) => item.id === scrollToId);
    if (index < 0) return;
    scrolled.current = true;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [items, scrollToId, top, virtualizer]);
  const shown = virtualizer.getVirtualItems();
  const before = shown.length ? shown[0].start - top : 0;
  const after = shown.length ? virtualizer.getTotalSize() - (shown[shown.length - 1].end - top) : 0;
  return (
    <Box ref={list} sx={{ pt: `${before}px`, pb: `${after}px` }}>
      <TreeList label={label}>{shown.map((virtual) => row(items[virtual.index]))}</TreeList>
    </Box>
  );
}
