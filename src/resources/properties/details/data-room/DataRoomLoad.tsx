import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { TabLoading } from '../TabLoading';

export interface DataRoomLoadProps {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  loading: string;
  /** The spec's text for the tab's load failure (§8). */
  loadError: string;
  /** Rendered once everything has arrived. */
  children: () => ReactNode;
}

/** A data-room tab's loading and load-error states (spec §4: loading, error with retry, loaded). */
export const DataRoomLoad = ({ isPending, isError, isFetching, onRetry, loading, loadError, children }: DataRoomLoadProps) => {
  // An error first: a retry in flight after a failure keeps the message and disables its button.
  if (isError) return <LoadErrorAlert message={loadError} onRetry={onRetry} retrying={isFetching} />;
  if (isPending) return <TabLoading text={loading} />;
  return <>{children()}</>;
};
