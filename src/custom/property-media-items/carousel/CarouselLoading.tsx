import { Box, Skeleton } from '@mui/material';
import { CarouselFrame } from './CarouselFrame';
import { visuallyHiddenSx } from './carouselStyles';
import { carouselTexts } from './messages';
import { useWideCarousel } from './useWideCarousel';

/** The carousel's room while its code or the media list loads. */
export const CarouselLoading = () => (
  <CarouselFrame wide={useWideCarousel()}>
    <Skeleton variant="rectangular" animation="wave" sx={{ position: 'absolute', inset: 0, height: 'auto' }} />
    <Box component="span" role="status" sx={visuallyHiddenSx}>
      {carouselTexts.listLoading}
    </Box>
  </CarouselFrame>
);
