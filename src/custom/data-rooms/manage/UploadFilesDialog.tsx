import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useNotify, type Identifier } from 'react-admin';
import type { DataRoomItem } from '@common/api/data-rooms';
import { FileDropZone } from '../../../components/upload/FileDropZone';
import { formatFileSize } from '../../../components/upload/formatFileSize';
import { manageTexts } from './messages';
import { useFileUploads, type QueuedFile } from './useFileUploads';

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
  const { queue, add, busy } = useFileUploads(propertyId, heading);
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
            onFiles={add}
            kind="dataRoom"
            onRefused={refused}
          />
          {queue.length > 0 && (
            <>
              <Typography variant="body2" role="status">
                {texts.summary(done, queue.length)}
              </Typography>
              <Box component="ul" aria-label={texts.files} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {queue.map((entry) => (
                  <QueuedFileRow key={entry.key} entry={entry} />
                ))}
              </Box>
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

const QueuedFileRow = ({ entry }: { entry: QueuedFile }) => (
  <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}>
        {entry.file.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatFileSize(entry.file.size)}
      </Typography>
      <Typography variant="caption" color={entry.state === 'failed' ? 'error' : 'text.secondary'} sx={{ ml: 'auto' }}>
        {texts.states[entry.state]}
      </Typography>
    </Box>
    {entry.state === 'uploading' && (
      <LinearProgress variant="determinate" value={Math.round(entry.progress * 100)} aria-label={entry.file.name} sx={{ mt: 0.5 }} />
    )}
    {entry.state === 'failed' && (
      <Alert severity="error" sx={{ mt: 0.5 }}>
        {entry.message}
        {entry.detail && (
          <Typography variant="caption" component="div">
            {entry.detail}
          </Typography>
        )}
      </Alert>
    )}
    {entry.state === 'done' && (
      <Typography variant="caption" color="success.main">
        {entry.message}
      </Typography>
    )}
  </Box>
);
