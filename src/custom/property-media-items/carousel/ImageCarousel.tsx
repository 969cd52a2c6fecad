import { Box, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { CarouselFrame } from './CarouselFrame';
import { trackFrameSx } from './carouselStyles';
import { CarouselLoading } from './CarouselLoading';
import { CarouselTrack } from './CarouselTrack';
import { carouselTexts } from './messages';
import { SingleImageCarousel } from './SingleImageCarousel';
import { TrackSlide } from './TrackSlide';
import { useGalleryImages } from './useGalleryImages';
import { useWideCarousel } from './useWideCarousel';

/**
 * Spec §2 'Image carousel' on the Summary tab: the property's gallery images, one at a time with
 * dots below 1024 px, as a looping track with arrows from there. Every state (loading, none,
 * failed) takes the room the images will, so the sections below never move.
 */
export const ImageCarousel = ({ propertyId, title }: { propertyId: Identifier; title: string }) => {
  const wide = useWideCarousel();
  const { images, isPending, error, retry, retrying } = useGalleryImages(propertyId);

  if (isPending) return <CarouselLoading />;
  if (error || !images) {
    return (
      <CarouselFrame wide={wide}>
        <LoadErrorAlert message={carouselTexts.loadError} onRetry={retry} retrying={retrying} />
      </CarouselFrame>
    );
  }
  if (images.length === 0) {
    return (
      <CarouselFrame wide={wide}>
        <Typography color="text.secondary">{carouselTexts.empty}</Typography>
      </CarouselFrame>
    );
  }
  // Another list (an image published or moved meanwhile) starts again from its first image.
  const listKey = images.map((image) => image.id).join(',');
  if (!wide) return <SingleImageCarousel key={listKey} images={images} title={title} />;
  if (images.length > 1) return <CarouselTrack key={listKey} images={images} title={title} />;
  // One image: nothing to loop through, so no copies of it and no arrows.
  return (
    <Box sx={{ ...trackFrameSx, display: 'flex', justifyContent: 'center' }}>
      <TrackSlide image={images[0]} position={0} n={1} count={1} title={title} near copy={false} />
    </Box>
  );
};
