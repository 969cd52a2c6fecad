import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

/** Spec §3: `placeholderyn` 1 marks a placeholder property (a listing still being prepared). */
export const isPlaceholder = (record: { placeholderyn?: number } | undefined) => record?.placeholderyn === 1;

/** Spec §2: placeholder rows get a style of their own on both property tables. */
export const placeholderRowSx: SxProps<Theme> = (theme) => ({
  backgroundColor: theme.palette.mode === 'dark' ? 'rgba(255, 193, 7, 0.08)' : '#fff8e1',
  fontStyle: 'italic',
});

/** Spec §2: the red asterisk after a placeholder's name. */
export const PlaceholderMark = () => (
  <Box component="span" title="Placeholder property" aria-label="placeholder" sx={{ color: 'error.main', fontWeight: 700, ml: 0.5 }}>
    *
  </Box>
);
