import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';

/** Spec §1: the home page greets the admin and asks them to pick an option from the sidebar. */
export const Dashboard = () => {
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Home" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
        </Typography>
        <Typography color="text.secondary">Please pick an option from the sidebar to get started.</Typography>
      </CardContent>
    </Card>
  );
};
