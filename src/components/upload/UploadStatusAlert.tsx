import { Alert, Box } from '@mui/material';
import type { UploadStatus } from './useTimedStatus';

/** Where an upload form says how it went; a live region, so screen readers hear it too. */
export const UploadStatusAlert = ({ status }: { status: UploadStatus | null }) => (
  <Box role="status" aria-live="polite" sx={{ mt: status ? 2 : 0 }}>
    {status && (
      <Alert severity={status.severity}>
        <div>{status.text}</div>
        {status.details?.map((line) => (
          <Box key={line} component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {line}
          </Box>
        ))}
      </Alert>
    )}
  </Box>
);
