import VideocamIcon from '@mui/icons-material/Videocam';
import { Box } from '@mui/material';
import type { MediaItem } from '@common/api/property-media-items';
import { thumbnailOf } from '../../components/imageVariants';
import { mediaTexts } from './messages';

const BOX = { width: 64, height: 48 };

/**
 * Spec §2: an image's preview or, for a video, a video icon. The box is fixed, so rows keep
 * their height while pictures arrive, and pictures load only as they scroll into view. Our images
 * show their 480 px thumbnail variant: the row never needs the display size.
 */
export const MediaThumbnail = ({ item }: { item: MediaItem }) => (
  <Box
    sx={{
      ...BOX,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 1,
      overflow: 'hidden',
      bgcolor: 'action.hover',
      color: 'text.secondary',
    }}
  >
    {item.fileType === 'video' ? (
      <VideocamIcon titleAccess={mediaTexts.videoIcon} />
    ) : (
      item.mediaLink && (
        <Box
          component="img"
          src={thumbnailOf(item.mediaLink) ?? item.mediaLink}
          alt={`${item.title} ${item.id}`}
          loading="lazy"
          decoding="async"
          width={BOX.width}
          height={BOX.height}
          sx={{ ...BOX, objectFit: 'cover', display: 'block' }}
        />
      )
    )}
  </Box>
);
