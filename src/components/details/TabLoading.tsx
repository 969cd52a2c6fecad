import { Box, CircularProgress, Typography } from '@mui/material';

/** A tab's own loading state, while the rest of the details screen stays usable. */
export const TabLoading = ({ text }: { text: string }) => (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
    <CircularProgress size={24} />
    <Typography color="text.secondary">{text}</Typography>
  </Box>
);
