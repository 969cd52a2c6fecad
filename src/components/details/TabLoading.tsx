import { Box, CircularProgress, Typography } from '@mui/material';

/**
 * A tab's own loading state, while the rest of the details screen stays usable. `minHeight`
 * holds the room the loaded view will take at least, where something follows it on the screen
 * that would otherwise jump down as the data arrives.
 */
export const TabLoading = ({ text, minHeight }: { text: string; minHeight?: string }) => (
  <Box sx={{ minHeight }}>
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
      <CircularProgress size={24} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  </Box>
);
