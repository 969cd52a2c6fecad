import { Box, Typography } from '@mui/material';
import { trackImageSizes, type GalleryImage } from './carouselLogic';
import { surfaceSx } from './carouselStyles';
import { carouselTexts } from './messages';
import { SlideImage } from './SlideImage';

export interface TrackSlideProps {
  image: GalleryImage;
  /** Where it is on the track: a tap on it says which slide to go to. */
  position: number;
  /** Its place in the list, from 1, and the list's length. */
  n: number;
  count: number;
  title: string;
  /** Within the near window of the slide on show: loads its image; otherwise 'Loading...'. */
  near: boolean;
  /** A copy that screen readers skip: they hear each image once. */
  copy: boolean;
}

const sizes = trackImageSizes();

/** One slide of the looping track: a box of the slide width, its image or, while far from view, 'Loading...'. */
export const TrackSlide = ({ image, position, n, count, title, near, copy }: TrackSlideProps) => (
  <Box
    role="group"
    aria-roledescription={carouselTexts.slideRoleDescription}
    aria-label={carouselTexts.slideLabel(n, count)}
    aria-hidden={copy || undefined}
    data-position={position}
    sx={{ ...surfaceSx, flex: 'none', width: 'var(--slide-width)', height: '100%' }}
  >
    {near ? (
      <SlideImage link={image.mediaLink} sizes={sizes} alt={carouselTexts.imageAlt(title, n, count)} />
    ) : (
      <Typography variant="body2" color="text.secondary">
        {carouselTexts.notNear}
      </Typography>
    )}
  </Box>
);
