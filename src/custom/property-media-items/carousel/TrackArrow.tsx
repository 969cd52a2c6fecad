import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton } from '@mui/material';
import { carouselTexts } from './messages';

/** The track's left or right arrow, over its edge and clear of the pictures' colours. */
export const TrackArrow = ({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) => (
  <IconButton
    aria-label={side === 'left' ? carouselTexts.previous : carouselTexts.next}
    onClick={onClick}
    sx={{
      position: 'absolute',
      top: '50%',
      [side]: 8,
      transform: 'translateY(-50%)',
      bgcolor: 'background.paper',
      boxShadow: 2,
      // Opaque (it sits on the image), and a step from the paper in either theme.
      '&:hover': { bgcolor: 'background.default' },
    }}
  >
    {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
  </IconButton>
);
