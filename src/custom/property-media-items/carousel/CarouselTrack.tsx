import { Box } from '@mui/material';
import { useRef } from 'react';
import {
  imageIndexAt,
  inMiddleCopy,
  isNear,
  SLIDE_GAP,
  TRANSITION_MS,
  trackLength,
  type GalleryImage,
  type Gesture,
} from './carouselLogic';
import { trackFrameSx } from './carouselStyles';
import { CarouselRegion } from './CarouselRegion';
import { carouselTexts } from './messages';
import { TrackArrow } from './TrackArrow';
import { TrackSlide } from './TrackSlide';
import { useLoopingTrack } from './useLoopingTrack';
import { useSwipe } from './useSwipe';

/** The track moves by whole slides (`--slide-width` plus the gap), with the slide on show in the middle of the box. */
const offset = (position: number, dragX: number) =>
  `translateX(calc(var(--slide-width) * -0.5 - ${position} * (var(--slide-width) + ${SLIDE_GAP}px) + ${dragX}px))`;

/** The slide a tap began on, if any. */
const tappedPosition = (target: EventTarget) => {
  const slide = target instanceof Element ? target.closest('[data-position]') : null;
  return slide ? Number(slide.getAttribute('data-position')) : undefined;
};

/**
 * A wide window's carousel (spec §2): an endlessly looping track of the images (three copies,
 * carouselLogic.ts) with left and right arrows, arrow keys, and swipes or drags; a tap on a
 * slide beside the current one brings it to the middle. Two images or more.
 */
export const CarouselTrack = ({ images, title }: { images: GalleryImage[]; title: string }) => {
  const count = images.length;
  const trackRef = useRef<HTMLDivElement>(null);
  const { position, animate, step, goTo, snapBack } = useLoopingTrack(count, trackRef);
  const { dragX, handlers } = useSwipe((gesture: Gesture, target) => {
    if (gesture === 'next') step(1);
    else if (gesture === 'previous') step(-1);
    else if (gesture === 'tap') {
      const tapped = tappedPosition(target);
      if (tapped !== undefined && tapped !== position) goTo(tapped);
    } else snapBack();
  });
  const current = imageIndexAt(position, count);

  return (
    <CarouselRegion onStep={step} status={carouselTexts.status(current + 1, count)}>
      {/* Clipped, not scrolled: the copies either side are out of the page's way. */}
      <Box {...handlers} sx={{ ...trackFrameSx, overflow: 'hidden', touchAction: 'pan-y', userSelect: 'none', cursor: 'grab' }}>
        <Box
          ref={trackRef}
          // Changing every frame of a drag: a style, not a class per value.
          style={{
            transform: offset(position, dragX),
            transition: animate && dragX === 0 ? `transform ${TRANSITION_MS}ms ease` : 'none',
          }}
          sx={{
            position: 'relative',
            left: '50%',
            display: 'flex',
            gap: `${SLIDE_GAP}px`,
            width: 'max-content',
            height: '100%',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none !important' },
          }}
        >
          {Array.from({ length: trackLength(count) }, (_, slide) => {
            const index = imageIndexAt(slide, count);
            return (
              <TrackSlide
                key={slide}
                image={images[index]}
                position={slide}
                n={index + 1}
                count={count}
                title={title}
                near={isNear(slide, position)}
                copy={!inMiddleCopy(slide, count)}
              />
            );
          })}
        </Box>
      </Box>
      <TrackArrow side="left" onClick={() => step(-1)} />
      <TrackArrow side="right" onClick={() => step(1)} />
    </CarouselRegion>
  );
};
