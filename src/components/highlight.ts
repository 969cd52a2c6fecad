import type { SxProps, Theme } from '@mui/material';
import { useCallback, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A link to the exact row of a screen (the inbox's rows open the NDA, file or request they are
 * about): `?highlight=nda-12` marks that row and scrolls it into view once.
 */
const HIGHLIGHT_PARAM = 'highlight';

/** What a row is called in `?highlight=`: its kind of record and its id. */
export const highlightKey = (kind: 'nda' | 'discrete' | 'file' | 'request', id: number) => `${kind}-${id}`;

/** A property tab with one of its rows marked: `/properties/7/vault?highlight=nda-12` (`query` goes before the mark). */
export const markedRowPath = (propertyId: number, tab: string, kind: Parameters<typeof highlightKey>[0], id: number, query = '') =>
  `/properties/${propertyId}/${tab}?${query ? `${query}&` : ''}${HIGHLIGHT_PARAM}=${highlightKey(kind, id)}`;

/** The row the address asks to mark, if any. */
export function useHighlighted(): string | null {
  return new URLSearchParams(useLocation().search).get(HIGHLIGHT_PARAM);
}

/** The id of the row of this kind the address asks to mark, if any. */
export function useHighlightedId(kind: Parameters<typeof highlightKey>[0]): number | undefined {
  const key = useHighlighted();
  const id = key?.startsWith(`${kind}-`) ? Number(key.slice(kind.length + 1)) : NaN;
  return Number.isInteger(id) ? id : undefined;
}

/** The marked row's look: the selected background and a primary edge, in either theme. */
export const highlightedSx: SxProps<Theme> = {
  bgcolor: 'action.selected',
  boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
};

/** A ref that scrolls its element to the middle of the window the first time it is marked. */
export function useScrollIntoView<T extends HTMLElement>(active: boolean) {
  const done = useRef(false);
  return useCallback(
    (element: T | null) => {
      if (!active || !element || done.current) return;
      done.current = true;
      element.scrollIntoView({ block: 'center' });
    },
    [active],
  );
}
