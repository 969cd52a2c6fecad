import { Alert, Button, Box } from '@mui/material';
import { propertyTexts } from '../messages';

/**
 * Spec §2 and §8: a property table that failed to load reads 'Failed to load properties',
 * whatever went wrong, with 'Try Again' (disabled while the retry is under way).
 */
export const PropertiesLoadError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <Box sx={{ p: 2 }}>
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
          {propertyTexts.retry}
        </Button>
      }
    >
      {propertyTexts.loadError}
    </Alert>
  </Box>
);
