import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled group of a property form: two columns of inputs on a wide screen, one on a phone. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ width: '100%', mb: 2 }}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
      {children}
    </Box>
  </Box>
);

/** An input spanning both columns of a FormSection (long texts). */
export const fullRow = { gridColumn: '1 / -1' } as const;
