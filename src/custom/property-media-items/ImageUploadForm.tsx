import { Button, Card, CardContent, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { MediaItem } from '@common/api/property-media-items';
import { ImagePicker } from './ImagePicker';
import { mediaTexts } from './messages';
import { UploadStatusAlert } from '../../components/upload/UploadStatusAlert';
import { IMAGE_PURPOSES, type ImagePurpose } from './uploadNaming';
import { useImageUpload } from './useImageUpload';

const texts = mediaTexts.image;

/** Spec §2 'Image Upload': several images and a purpose; each image becomes a media item. */
export const ImageUploadForm = ({
  propertyId,
  items,
  onUploaded,
}: {
  propertyId: number;
  items: readonly MediaItem[];
  onUploaded: () => void;
}) => {
  const titleId = useId();
  const purposeId = useId();
  const { selection, purpose, setPurpose, busy, status, submit } = useImageUpload(propertyId, items, onUploaded);
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {texts.title}
        </Typography>
        <Stack spacing={2}>
          <ImagePicker selection={selection} disabled={busy} />
          <FormControl required disabled={busy} sx={{ maxWidth: 320 }}>
            <InputLabel id={purposeId}>{texts.purpose}</InputLabel>
            <Select labelId={purposeId} label={texts.purpose} value={purpose} onChange={(event) => setPurpose(event.target.value)}>
              {(Object.keys(IMAGE_PURPOSES) as ImagePurpose[]).map((key) => (
                <MenuItem key={key} value={key}>
                  {texts.purposes[key]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <div>
            <Button type="submit" variant="contained" disabled={busy}>
              {texts.upload}
            </Button>
          </div>
        </Stack>
        <UploadStatusAlert status={status} />
      </CardContent>
    </Card>
  );
};
