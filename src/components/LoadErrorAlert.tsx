import { Alert, Button } from '@mui/material';

/** The retry label of every load failure (spec §2 'Try Again'; §8: each load failure has a retry). */
const RETRY_LABEL = 'Try Again';

export interface LoadErrorAlertProps {
  /** The spec's text for this failure, shown whatever went wrong. */
  message: string;
  /** Omitted when a retry cannot help (e.g. the record does not exist). */
  onRetry?: () => void;
  /** Disables the button while the retry is under way. */
  retrying?: boolean;
  /** Where the spec names the button otherwise (the Information tab's 'Retry'). */
  retryLabel?: string;
}

/** A load failure: the spec's message and, unless pointless, 'Try Again'. */
export const LoadErrorAlert = ({ message, onRetry, retrying = false, retryLabel = RETRY_LABEL }: LoadErrorAlertProps) => (
  <Alert
    severity="error"
    action={
      onRetry && (
        <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      )
    }
  >
    {message}
  </Alert>
);
