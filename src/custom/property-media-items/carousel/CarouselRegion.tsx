import { Box } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import { visuallyHiddenSx } from './carouselStyles';
import { carouselTexts } from './messages';

const STEP_KEYS: Record<string, 1 | -1> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * The carousel as one focusable region (WAI-ARIA carousel pattern): the left and right arrow
 * keys step through the images while it has focus, and the image on show is announced.
 */
export const CarouselRegion = ({ onStep, status, children }: { onStep: (step: 1 | -1) => void; status: string; children: ReactNode }) => {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP_KEYS[event.key];
    // Alt+arrow is the browser's back and forward.
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onStep(step);
  };
  return (
    <Box
      role="region"
      aria-roledescription={carouselTexts.roleDescription}
      aria-label={carouselTexts.label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        borderRadius: 1,
        outline: 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
      <Box aria-live="polite" sx={visuallyHiddenSx}>
        {status}
      </Box>
    </Box>
  );
};
