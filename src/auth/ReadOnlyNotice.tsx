import LockIcon from '@mui/icons-material/Lock';
import { Alert, Button, Card, CardContent } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { READ_ONLY_TEXT } from './access';

/** Instead of a form that would create something, which support staff could not save. */
export const ReadOnlyNotice = () => (
  <Card sx={{ mt: 2 }}>
    <Title title="Read only" />
    <CardContent>
      <Alert severity="info" icon={<LockIcon />}>
        {READ_ONLY_TEXT}
      </Alert>
      <Button component={Link} to="/" sx={{ mt: 2 }}>
        Back to Home
      </Button>
    </CardContent>
  </Card>
);
