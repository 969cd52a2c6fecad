import { Box } from '@mui/material';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { propertyTexts } from '../messages';

/**
 * Spec §2 and §8: a property table (the list, the landing order) that failed to load reads
 * 'Failed to load properties', whatever went wrong, with 'Try Again'.
 */
export const PropertiesLoadError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <Box sx={{ p: 2 }}>
    <LoadErrorAlert message={propertyTexts.loadError} onRetry={onRetry} retrying={retrying} />
  </Box>
);
