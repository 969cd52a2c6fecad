import { Alert, Button, CardContent } from '@mui/material';
import { useListContext } from 'react-admin';
import { activityTexts } from './messages';

/**
 * Spec §8: a load failure reads 'Failed to load activity log', whatever went wrong (an HTTP
 * status or no connection at all), and offers a retry.
 */
export const ActivityLoadError = () => {
  const { refetch, isFetching } = useListContext();
  return (
    <CardContent>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
            {activityTexts.retry}
          </Button>
        }
      >
        {activityTexts.loadError}
      </Alert>
    </CardContent>
  );
};
