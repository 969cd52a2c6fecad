import { useMediaQuery } from '@mui/material';
import { TRACK_FROM_WIDTH } from './carouselLogic';

/** Whether the window is wide enough for the looping track (else one image with dots). Read on the first render, so nothing swaps after it. */
export const useWideCarousel = () => useMediaQuery(`(min-width: ${TRACK_FROM_WIDTH}px)`, { noSsr: true });
