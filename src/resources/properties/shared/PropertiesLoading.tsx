import { Box, CircularProgress, Typography } from '@mui/material';
import { propertyTexts } from '../messages';

/** Spec §2: while a property table loads it reads 'Loading properties...'. */
export const PropertiesLoading = () => (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6, color: 'text.secondary' }}>
    <CircularProgress size={20} color="inherit" />
    <Typography variant="body2">{propertyTexts.loading}</Typography>
  </Box>
);
