import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, LinearProgress, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { ImageDropZone } from '../../components/upload/ImageDropZone';
import { mediaTexts } from './messages';
import type { useImageSelection } from './useImageSelection';

const texts = mediaTexts.image;
const PREVIEW = 96;

/**
 * A drop zone and a picker button for images, then the chosen images' previews, each removable,
 * with its upload progress.
 */
export const ImagePicker = ({ selection, disabled }: { selection: ReturnType<typeof useImageSelection>; disabled: boolean }) => {
  const notify = useNotify();
  return (
    <div>
      <ImageDropZone
        hint={texts.dropzone}
        choose={texts.choose}
        multiple
        disabled={disabled}
        onImages={selection.add}
        onRefused={(names) => notify(texts.notImage(names.join(', ')), { type: 'warning' })}
      />
      {selection.images.length > 0 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
          {selection.images.map(({ key, file, previewUrl, progress }) => (
            <Box component="li" key={key} sx={{ width: PREVIEW, position: 'relative' }}>
              <Box
                component="img"
                src={previewUrl}
                alt={file.name}
                width={PREVIEW}
                height={PREVIEW}
                sx={{ width: PREVIEW, height: PREVIEW, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
              <Typography variant="caption" noWrap component="div" title={file.name}>
                {file.name}
              </Typography>
              <LinearProgress variant="determinate" value={Math.round((progress ?? 0) * 100)} aria-label={texts.progress(file.name)} />
              {!disabled && (
                <IconButton
                  size="small"
                  aria-label={texts.remove(file.name)}
                  onClick={() => selection.remove(key)}
                  sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
    </div>
  );
};
