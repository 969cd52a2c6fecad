import { Box, ButtonBase } from '@mui/material';
import { DOT_SIZE } from './carouselStyles';
import { carouselTexts } from './messages';

/**
 * A dot per image, the current one larger and coloured; each a labelled button. The row keeps
 * its height with a single image (no dots), so the page below it sits where it did while loading.
 */
export const CarouselDots = ({ count, current, onSelect }: { count: number; current: number; onSelect: (index: number) => void }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', minHeight: DOT_SIZE, mt: 1 }}>
    {count > 1 &&
      Array.from({ length: count }, (_, index) => (
        <ButtonBase
          key={index}
          aria-label={carouselTexts.goTo(index + 1, count)}
          aria-current={index === current || undefined}
          onClick={() => onSelect(index)}
          sx={{
            width: DOT_SIZE,
            height: DOT_SIZE,
            borderRadius: '50%',
            '&::after': {
              content: '""',
              width: index === current ? 12 : 8,
              height: index === current ? 12 : 8,
              borderRadius: '50%',
              // Grey 600 against white is 4.5:1: the dots read as controls (WCAG 1.4.11).
              bgcolor: index === current ? 'primary.main' : 'grey.600',
            },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        />
      ))}
  </Box>
);

/** The dots' room, for a state that has no images yet. */
export const DotsRow = () => <Box sx={{ minHeight: DOT_SIZE, mt: 1 }} />;
