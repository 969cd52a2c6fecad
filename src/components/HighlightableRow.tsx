import { TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { highlightedSx, useHighlighted, useScrollIntoView } from './highlight';

/** A table row that a link can point at (`?highlight=` its `mark`): then selected, marked and scrolled to. */
export const HighlightableRow = ({ mark, children }: { mark: string; children: ReactNode }) => {
  const highlighted = useHighlighted() === mark;
  const ref = useScrollIntoView<HTMLTableRowElement>(highlighted);
  return (
    <TableRow ref={ref} selected={highlighted} data-highlighted={highlighted || undefined} sx={highlighted ? highlightedSx : undefined}>
      {children}
    </TableRow>
  );
};
