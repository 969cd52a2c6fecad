import { Card, CardContent, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { lazyNamed } from '../../components/lazyNamed';
import { FiguresLoading } from './FiguresLoading';
import { useDashboard } from './useDashboard';

// The charts and their library load in a chunk of their own, after the greeting.
const DashboardCharts = lazyNamed(() => import('./DashboardCharts'), 'DashboardCharts');

/** A visit that opens on the home page starts loading the charts beside the session check, as Manage Properties' list does. */
export const preloadCharts = () => {
  if (window.location.pathname === '/') void DashboardCharts.preload();
};

/** Spec §1: the home page greets the admin and asks them to pick an option from the sidebar; issue 32 adds the figures below. */
export const Dashboard = () => {
  const { identity } = useGetIdentity();
  // Asked now, so the figures and the charts' chunk load at the same time.
  useDashboard();
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title="Home" />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
          </Typography>
          <Typography color="text.secondary">Please pick an option from the sidebar to get started.</Typography>
        </CardContent>
      </Card>
      <Suspense fallback={<FiguresLoading />}>
        <DashboardCharts />
      </Suspense>
    </>
  );
};
