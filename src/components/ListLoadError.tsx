import { CardContent } from '@mui/material';
import { useListContext } from 'react-admin';
import { LoadErrorAlert } from './LoadErrorAlert';

/**
 * A list's `error` view: the spec's message instead of the server's, and a retry of the same
 * page, sort and filters.
 */
export const ListLoadError = ({ message }: { message: string }) => {
  const { refetch, isFetching } = useListContext();
  return (
    <CardContent>
      <LoadErrorAlert message={message} onRetry={() => void refetch()} retrying={!!isFetching} />
    </CardContent>
  );
};
