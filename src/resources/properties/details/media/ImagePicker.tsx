import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, LinearProgress, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import { useNotify } from 'react-admin';
import { mediaTexts } from './messages';
import type { useImageSelection } from './useImageSelection';

const texts = mediaTexts.image;
const PREVIEW = 96;

/**
 * A drop zone and a picker button for images (other files are refused here already; the server
 * checks the bytes), then the chosen images' previews, each removable, with its upload progress.
 */
export const ImagePicker = ({ selection, disabled }: { selection: ReturnType<typeof useImageSelection>; disabled: boolean }) => {
  const notify = useNotify();
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: { 'image/*': [] },
    multiple: true,
    disabled,
    // The button opens the picker: a clickable or focusable box would be a second, unlabelled control.
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      if (accepted.length) selection.add(accepted);
      if (rejected.length) notify(texts.notImage(rejected.map((r) => r.file.name).join(', ')), { type: 'warning' });
    },
  });
  return (
    <div>
      <Box
        {...getRootProps()}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          p: 3,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : undefined,
        }}
      >
        <input {...getInputProps()} aria-label={texts.choose} />
        <Typography color="text.secondary">{texts.dropzone}</Typography>
        <Button variant="outlined" onClick={open} disabled={disabled}>
          {texts.choose}
        </Button>
      </Box>
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
