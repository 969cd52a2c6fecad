import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The list that holds a data-room tree's rows (TreeRow), named for screen readers. */
export const TreeList = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none', borderTop: 1, borderColor: 'divider' }}>
    {children}
  </Box>
);
