import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { singleImageSx, surfaceSx, trackFrameSx } from './carouselStyles';
import { DotsRow } from './CarouselDots';

/**
 * The carousel's room while it has no images to show (loading, none, failed): the box the
 * track or the single image and its dots will take, with a message in it.
 */
export const CarouselFrame = ({ wide, children }: { wide: boolean; children: ReactNode }) =>
  wide ? (
    <Box sx={{ ...trackFrameSx, ...surfaceSx, p: 2 }}>{children}</Box>
  ) : (
    <Box>
      <Box sx={{ ...singleImageSx, ...surfaceSx, p: 2 }}>{children}</Box>
      <DotsRow />
    </Box>
  );
