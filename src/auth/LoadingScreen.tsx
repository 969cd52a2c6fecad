import { Box, CircularProgress, Typography } from '@mui/material';

export const LoadingScreen = () => (
  <Box role="status" aria-live="polite" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
    <Box sx={{ textAlign: 'center' }}>
      <CircularProgress />
      <Typography sx={{ mt: 2 }} color="text.secondary">
        Loading...
      </Typography>
    </Box>
  </Box>
);
