import { Box, Skeleton } from '@mui/material';

/** While a phone's cards load, three placeholders of about a card's height. */
export const CardsLoading = ({ height }: { height: number }) => (
  <Box sx={{ p: 2 }}>
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} height={height} />
    ))}
  </Box>
);
