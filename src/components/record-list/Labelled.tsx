import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A labelled value in a phone's card, where the table's column header is not there to name it. */
export const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <Typography variant="body2" component="div">
    <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
      {label}:
    </Box>
    {children}
  </Typography>
);
