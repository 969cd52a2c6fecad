import { Box } from '@mui/material';
import { HttpError, useEditContext } from 'react-admin';
import { LoadErrorAlert } from '../LoadErrorAlert';
import { BackLink } from './BackLink';

export interface DetailsLoadErrorProps {
  /** 'Seller not found', 'Agency not found': the id does not exist (404). */
  notFound: string;
  /** 'Failed to load seller details', ...: any other failure, with a retry. */
  loadError: string;
  /** The way back to the list, where the screen does not show one already. */
  back?: { to: string; label: string };
}

/** Spec §4: a detail screen that could not load its record, or whose record does not exist (no retry then). */
export const DetailsLoadError = ({ notFound, loadError, back }: DetailsLoadErrorProps) => {
  const { error, refetch, isFetching } = useEditContext();
  const missing = error instanceof HttpError && error.status === 404;
  return (
    <Box sx={{ mt: 2 }}>
      <LoadErrorAlert message={missing ? notFound : loadError} onRetry={missing ? undefined : () => void refetch()} retrying={isFetching} />
      {back && (
        <Box sx={{ mt: 2 }}>
          <BackLink {...back} />
        </Box>
      )}
    </Box>
  );
};
