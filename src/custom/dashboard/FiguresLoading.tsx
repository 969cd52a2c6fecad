import { Box, CircularProgress, Typography } from '@mui/material';
import { dashboardTexts } from './messages';

/** While the charts' chunk or the figures load. */
export const FiguresLoading = () => (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
    <CircularProgress size={20} />
    <Typography color="text.secondary">{dashboardTexts.loading}</Typography>
  </Box>
);
