import { Alert, AlertTitle, Button, Card, CardContent } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Title } from 'react-admin';

/** Spec §2: any unknown route shows this default error screen, inside the shell. */
export const UnexpectedError = () => {
  const { pathname } = useLocation();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Error" />
      <CardContent>
        <Alert severity="error">
          <AlertTitle>Unexpected Application Error!</AlertTitle>
          404 Not Found: nothing lives at {pathname}.
        </Alert>
        <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
          Back to Home
        </Button>
      </CardContent>
    </Card>
  );
};
