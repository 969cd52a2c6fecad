import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface SummaryItem {
  label: string;
  value: ReactNode;
}

/** One titled block of the Summary tab: its labels and values as a description list. */
export const SummarySection = ({ title, items }: { title: string; items: SummaryItem[] }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(120px, max-content) minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 1 },
        }}
      >
        {items.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </CardContent>
  </Card>
);
