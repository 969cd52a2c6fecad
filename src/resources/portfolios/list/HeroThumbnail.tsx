import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box } from '@mui/material';
import { thumbnailOf } from '../../../components/imageVariants';
import { portfolioTexts } from '../messages';

const WIDTH = 96;
const HEIGHT = 64;

/** The list's picture of a portfolio: our thumbnail variant of the hero (480 px, not the display one), or a placeholder. */
export const HeroThumbnail = ({ link, title }: { link: string | null; title: string }) => {
  if (!link)
    return (
      <Box
        role="img"
        aria-label={portfolioTexts.images.noHero}
        title={portfolioTexts.images.noHero}
        sx={{
          width: WIDTH,
          height: HEIGHT,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
          color: 'text.disabled',
        }}
      >
        <ImageNotSupportedOutlinedIcon fontSize="small" />
      </Box>
    );
  return (
    <Box
      component="img"
      src={thumbnailOf(link) ?? link}
      alt={portfolioTexts.images.preview(title)}
      loading="lazy"
      width={WIDTH}
      height={HEIGHT}
      sx={{ width: WIDTH, height: HEIGHT, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
};
