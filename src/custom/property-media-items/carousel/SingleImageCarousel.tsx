import { Box } from '@mui/material';
import { useState } from 'react';
import { imageIndexAt, singleImageSizes, type GalleryImage } from './carouselLogic';
import { singleImageSx, surfaceSx } from './carouselStyles';
import { CarouselDots } from './CarouselDots';
import { CarouselRegion } from './CarouselRegion';
import { carouselTexts } from './messages';
import { SlideImage } from './SlideImage';
import { useSwipe } from './useSwipe';

const sizes = singleImageSizes();

/** A narrow window's carousel (spec §2): one image at a time with dots; arrow keys and swipes go round the list. */
export const SingleImageCarousel = ({ images, title }: { images: GalleryImage[]; title: string }) => {
  const count = images.length;
  const [current, setCurrent] = useState(0);
  const step = (direction: 1 | -1) => setCurrent((index) => imageIndexAt(index + direction, count));
  const { handlers } = useSwipe((gesture) => {
    if (gesture === 'next') step(1);
    else if (gesture === 'previous') step(-1);
  });

  return (
    <CarouselRegion onStep={step} status={carouselTexts.status(current + 1, count)}>
      <Box {...handlers} sx={{ ...singleImageSx, ...surfaceSx, touchAction: 'pan-y', userSelect: 'none' }}>
        {/* A new element per image: the last one does not linger while the next loads. */}
        <SlideImage key={current} link={images[current].mediaLink} sizes={sizes} alt={carouselTexts.imageAlt(title, current + 1, count)} />
      </Box>
      <CarouselDots count={count} current={current} onSelect={setCurrent} />
    </CarouselRegion>
  );
};
