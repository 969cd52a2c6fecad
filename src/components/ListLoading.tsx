import { Box, CircularProgress, Skeleton, Typography } from '@mui/material';

/** About a page of table rows: the rows that arrive then take the place the placeholders held. */
const PLACEHOLDER_ROWS = 10;

/**
 * What a table or card list shows while its page loads: a spinner and a short text (when the
 * screen has one), over placeholder rows that hold the page's height, so the rows arriving
 * push nothing down and the screen does not jump (issue 11: layout shift).
 */
export const ListLoading = ({ label }: { label?: string }) => (
  <Box>
    {label && (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 2, color: 'text.secondary' }}>
        <CircularProgress size={20} color="inherit" />
        <Typography variant="body2">{label}</Typography>
      </Box>
    )}
    <Box aria-hidden sx={{ px: 2, pb: 2, pt: label ? 0 : 2 }}>
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={36} sx={{ my: 1.5, opacity: 1 - i / (PLACEHOLDER_ROWS + 2) }} />
      ))}
    </Box>
  </Box>
);
