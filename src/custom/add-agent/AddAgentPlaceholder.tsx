import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** Spec §2: '/add-agent' is a placeholder until the Add Agency form lands. */
export const AddAgentPlaceholder = () => (
  <Card sx={{ mt: 2 }}>
    <Title title="Add Agency" />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        Add Agency
      </Typography>
      <Typography color="text.secondary">The agent form will go here.</Typography>
    </CardContent>
  </Card>
);

