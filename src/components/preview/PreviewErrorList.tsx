import { Box, Link } from '@mui/material';

export interface PreviewError {
  /** The id of the cell in error (PreviewTable's `cellId`). */
  cellId: string;
  text: string;
}

/** Brings the cell into view in whichever directions its table and dialog scroll, then gives it the focus. */
const goTo = (cellId: string) => {
  const cell = document.getElementById(cellId);
  cell?.scrollIntoView({ block: 'center', inline: 'center' });
  cell?.focus({ preventScroll: true });
};

/**
 * Every cell in error of a preview, listed above its table: on a phone the table scrolls
 * sideways and a cell at its far end would go unseen. Each one leads to its cell.
 */
export const PreviewErrorList = ({ label, errors }: { label: string; errors: readonly PreviewError[] }) =>
  errors.length ? (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5, maxHeight: { sm: '20vh' }, overflowY: 'auto' }}>
      {errors.map(({ cellId, text }) => (
        <li key={cellId}>
          <Link component="button" type="button" variant="body2" color="error" sx={{ textAlign: 'left' }} onClick={() => goTo(cellId)}>
            {text}
          </Link>
        </li>
      ))}
    </Box>
  ) : null;
