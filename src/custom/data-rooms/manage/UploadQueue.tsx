import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { formatFileSize } from '../../../components/upload/formatFileSize';
import { manageTexts } from './messages';
import type { QueuedFile } from './useFileUploads';

const texts = manageTexts.upload;

/** The files being uploaded, each with its progress and its outcome (and, `showHeading`, the heading it goes under). */
export const UploadQueue = ({ queue, showHeading = false }: { queue: QueuedFile[]; showHeading?: boolean }) => (
  <Box component="ul" aria-label={texts.files} sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {queue.map((entry) => (
      <QueuedFileRow key={entry.key} entry={entry} showHeading={showHeading} />
    ))}
  </Box>
);

const QueuedFileRow = ({ entry, showHeading }: { entry: QueuedFile; showHeading: boolean }) => (
  <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}>
        {entry.file.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatFileSize(entry.file.size)}
      </Typography>
      {showHeading && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {texts.underHeading(entry.heading.displayName)}
        </Typography>
      )}
      <Typography variant="caption" color={entry.state === 'failed' ? 'error' : 'text.secondary'} sx={{ ml: 'auto' }}>
        {texts.states[entry.state]}
      </Typography>
    </Box>
    {entry.state === 'uploading' && (
      <LinearProgress variant="determinate" value={Math.round(entry.progress * 100)} aria-label={entry.file.name} sx={{ mt: 0.5 }} />
    )}
    {entry.resumedFrom !== undefined && entry.state !== 'failed' && (
      <Typography variant="caption" component="div" color="text.secondary">
        {texts.resumed(Math.floor(entry.resumedFrom * 100))}
      </Typography>
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
