import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { LeaveWarning } from '../../components/LeaveWarning';
import { mediaTexts } from './messages';
import { UploadStatusAlert } from '../../components/upload/UploadStatusAlert';
import { useResumableVideo } from './useResumableVideo';
import { useVideoUpload } from './useVideoUpload';
import { uploadRuleText } from '../../components/upload/uploadRuleText';
import { useUploadRule } from '../../components/upload/useUploadRule';

const texts = mediaTexts.video;

/** Spec §2 'Video Upload': one video file, uploaded resumably, with its progress and a Cancel. */
export const VideoUploadForm = ({ propertyId, onSaved }: { propertyId: number; onSaved: () => void }) => {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { data: resumable, refetch: lookForResumable } = useResumableVideo(propertyId);
  const { start, cancel, progress, uploading, status } = useVideoUpload(propertyId, () => {
    setFile(null);
    if (input.current) input.current.value = '';
    void lookForResumable();
    onSaved();
  });
  const percent = Math.round((progress ?? 0) * 100);
  const rule = useUploadRule('video');

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start(file);
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {texts.title}
        </Typography>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" disabled={uploading}>
              {texts.choose}
              <input
                ref={input}
                type="file"
                accept={rule ? Object.entries(rule.accept).flat(2).join(',') : 'video/*'}
                hidden
                aria-label={texts.file}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file?.name ?? (resumable ? texts.resumable(resumable.name, resumable.percent) : texts.none)}
            </Typography>
          </Stack>
          {rule && (
            <Typography variant="caption" color="text.secondary">
              {uploadRuleText(rule)}
            </Typography>
          )}
          {uploading && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1 }}>
                <LinearProgress variant="determinate" value={percent} aria-label={texts.progress} />
              </Box>
              <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
                {percent}%
              </Typography>
              <Button onClick={cancel} color="warning">
                {texts.cancel}
              </Button>
            </Stack>
          )}
          <div>
            <Button type="submit" variant="contained" disabled={uploading}>
              {texts.upload}
            </Button>
          </div>
        </Stack>
        <UploadStatusAlert status={status} />
        <LeaveWarning active={uploading} message={texts.leaveWarning} />
      </CardContent>
    </Card>
  );
};
