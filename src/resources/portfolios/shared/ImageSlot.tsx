import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useCan } from '../../../auth/useCan';
import { imageSources } from '../../../components/imageVariants';
import { ImageDropZone } from '../../../components/upload/ImageDropZone';
import { UploadStatusAlert } from '../../../components/upload/UploadStatusAlert';
import { portfolioTexts } from '../messages';
import type { useSlotUpload } from './useSlotUpload';

const texts = portfolioTexts.images;
const PREVIEW_HEIGHT = 160;

export interface ImageSlotProps {
  label: string;
  /** What the preview says while the slot has no image ('No hero image', 'No image'). */
  empty: string;
  link: string | null | undefined;
  upload: ReturnType<typeof useSlotUpload>;
  /** Upload stays disabled even with a file chosen (spec §2 'Add Portfolio': once the slot has a link). */
  locked?: boolean;
  /** Clears the slot's link (the add screen, where a locked slot would otherwise keep its image). */
  onRemove?: () => void;
  /** Why the form will not go ahead because of this slot (Add Portfolio: a file chosen, not uploaded). */
  error?: string;
}

/**
 * One portfolio picture (spec §2 'Portfolios'): its preview or what it says when empty, an
 * image-only picker with a drop zone, an Upload button disabled until a file is chosen and
 * while uploading ('Uploading...'), a progress bar, and the upload's status beside it. Support
 * staff see the picture alone.
 */
export const ImageSlot = ({ label, empty, link, upload, locked = false, onRemove, error }: ImageSlotProps) => {
  const notify = useNotify();
  const { file, choose, progress, busy, status } = upload;
  const canUpload = useCan('upload');
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent component={Stack} spacing={1.5}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        {link ? (
          <Box
            component="img"
            {...imageSources(link)}
            sizes="(min-width: 1200px) 25vw, (min-width: 600px) 50vw, 100vw"
            alt={texts.preview(label)}
            sx={{ width: '100%', height: PREVIEW_HEIGHT, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ) : (
          <Box
            sx={{
              height: PREVIEW_HEIGHT,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              borderRadius: 1,
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2">{empty}</Typography>
          </Box>
        )}
        {canUpload && (
          <>
            <ImageDropZone
              dense
              hint={texts.dropzone}
              choose={texts.choose(label)}
              multiple={false}
              disabled={busy || locked}
              onImages={([chosen]) => choose(chosen)}
              onRefused={(names) => notify(texts.notImage(names.join(', ')), { type: 'warning' })}
            />
            {file && (
              <Typography variant="body2" color="text.secondary" noWrap title={file.name}>
                {texts.chosen(file.name)}
              </Typography>
            )}
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                startIcon={<CloudUploadIcon />}
                disabled={!file || busy || locked}
                onClick={() => void upload.upload()}
                aria-label={`${busy ? texts.uploading : texts.upload} ${label}`}
              >
                {busy ? texts.uploading : texts.upload}
              </Button>
              {file && !busy && (
                <Button size="small" disabled={busy} onClick={() => choose(null)} aria-label={texts.clearChosen(label)}>
                  {texts.clear}
                </Button>
              )}
              {onRemove && link && (
                <Button size="small" color="error" disabled={busy} onClick={onRemove} aria-label={texts.removeSlot(label)}>
                  {texts.remove}
                </Button>
              )}
            </Stack>
            {progress !== null && (
              <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={texts.progress(label)} />
            )}
            <UploadStatusAlert status={status} />
            {error && (
              <Typography variant="body2" color="error" role="alert">
                {error}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};

/** The four slots side by side on a wide screen, two on a tablet, one on a phone. */
export const ImageSlotGrid = ({ children }: { children: React.ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    }}
  >
    {children}
  </Box>
);
