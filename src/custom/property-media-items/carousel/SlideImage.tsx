import { Box } from '@mui/material';
import { IMAGE_VARIANT_WIDTHS } from '@common/api/media-images';
import { SLIDE_ASPECT_RATIO } from './carouselLogic';
import { imageSources } from '../../../components/imageVariants';

/**
 * One picture filling its slide box (the box has the size, so nothing moves when it arrives).
 * `sizes` says how wide the box is, so the browser picks the smallest variant that fills it.
 */
export const SlideImage = ({ link, sizes, alt }: { link: string; sizes: string; alt: string }) => {
  const { src, srcSet } = imageSources(link);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={alt}
      // The thumbnail's size in the slides' shape: the box's ratio before the file is read.
      width={IMAGE_VARIANT_WIDTHS.thumbnail}
      height={Math.round(IMAGE_VARIANT_WIDTHS.thumbnail / SLIDE_ASPECT_RATIO)}
      decoding="async"
      draggable={false}
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
};
