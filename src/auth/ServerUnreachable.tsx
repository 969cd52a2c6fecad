import { Alert, Box, Button } from '@mui/material';

/** The session could not be checked at all (network down, server stopped). */
export const ServerUnreachable = ({ onRetry }: { onRetry: () => void }) => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      Unable to connect to the server. Please check your connection and try again.
    </Alert>
  </Box>
);
