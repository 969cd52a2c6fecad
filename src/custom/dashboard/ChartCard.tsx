import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  /** One sentence that says what the chart shows, for everyone and for screen readers. */
  summary: string;
  /** The chart: drawn for the eye only, since the table below says the same with links. */
  chart: ReactNode;
  chartHeight: number;
  /** The figures as a table whose rows link to the lists they count. */
  table: ReactNode;
  /** Across the whole grid on a wide screen. */
  wide?: boolean;
}

/** One figure of the home page: its title, a sentence, the chart and its table. */
export const ChartCard = ({ title, summary, chart, chartHeight, table, wide }: ChartCardProps) => {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
        <Box aria-hidden sx={{ height: chartHeight, my: 1 }}>
          {chart}
        </Box>
        {table}
      </CardContent>
    </Card>
  );
};
