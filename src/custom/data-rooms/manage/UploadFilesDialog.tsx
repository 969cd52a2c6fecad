import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useNotify, type Identifier } from 'react-admin';
import type { DataRoomItem } from '@common/api/data-rooms';
import { FileDropZone } from '../../../components/upload/FileDropZone';
import { manageTexts } from './messages';
import { UploadQueue } from './UploadQueue';
import { useFileUploads } from './useFileUploads';

const texts = manageTexts.upload;

/** Uploads several files to one heading: dropped or chosen, each with its progress and its outcome. */
export const UploadFilesDialog = ({
  propertyId,
  heading,
  onClose,
}: {
  propertyId: Identifier;
  heading: DataRoomItem;
  onClose: () => void;
}) => {
  const { queue, add, busy } = useFileUploads(propertyId);
  const notify = useNotify();
  const refused = (names: string[]) => notify(texts.refused(names.join(', ')), { type: 'warning' });
  const done = queue.filter((entry) => entry.state === 'done').length;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{texts.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {texts.under(heading.displayName)}
          </Typography>
          <FileDropZone
            hint={texts.hint}
            choose={texts.choose}
            multiple
            disabled={false}
            onFiles={(files) => add(files, heading)}
            kind="dataRoom"
            onRefused={refused}
          />
          {queue.length > 0 && (
            <>
              <Typography variant="body2" role="status">
                {texts.summary(done, queue.length)}
              </Typography>
              <UploadQueue queue={queue} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{busy ? manageTexts.cancel : manageTexts.close}</Button>
      </DialogActions>
    </Dialog>
  );
};
