import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { TabLoading } from '../../../components/details/TabLoading';

/** What DataRoomLoad reads of a query (react-query's result). */
interface LoadingQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface DataRoomLoadProps {
  /** The queries the view needs: it shows once all have arrived; retry repeats the failed ones. */
  queries: LoadingQuery[];
  loading: string;
  /** The room the loading state holds (TabLoading's `minHeight`). */
  loadingHeight?: string;
  /** The spec's text for the tab's load failure (§8). */
  loadError: string;
  /** Rendered once everything has arrived. */
  children: () => ReactNode;
}

/** A data-room view's loading and load-error states (spec §4: loading, error with retry, loaded). */
export const DataRoomLoad = ({ queries, loading, loadingHeight, loadError, children }: DataRoomLoadProps) => {
  // An error first: a retry in flight after a failure keeps the message and disables its button.
  if (queries.some((query) => query.isError))
    return (
      <LoadErrorAlert
        message={loadError}
        onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
        retrying={queries.some((query) => query.isFetching)}
      />
    );
  if (queries.some((query) => query.isPending)) return <TabLoading text={loading} minHeight={loadingHeight} />;
  return <>{children()}</>;
};
