import { Box, CircularProgress, Typography } from '@mui/material';

/** What a table or card list shows while its page loads: a spinner and a short text. */
export const ListLoading = ({ label }: { label: string }) => (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6, color: 'text.secondary' }}>
    <CircularProgress size={20} color="inherit" />
    <Typography variant="body2">{label}</Typography>
  </Box>
);
