import { Alert, Box, Button } from '@mui/material';
import { ActivityChart } from './ActivityChart';
import { CompletenessChart } from './CompletenessChart';
import { FiguresLoading } from './FiguresLoading';
import { LookupChart } from './LookupChart';
import { dashboardTexts } from './messages';
import { PendingChart } from './PendingChart';
import { PublicationFigures } from './PublicationFigures';
import { useDashboard } from './useDashboard';

/** Issue 32 'Home page': the figures an admin would rather see than read, each chart with its table of links. */
export const DashboardCharts = () => {
  const { data, isPending, isError, refetch } = useDashboard();
  if (isPending) return <FiguresLoading />;
  if (isError) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {dashboardTexts.retry}
          </Button>
        }
      >
        {dashboardTexts.loadError}
      </Alert>
    );
  }
  return (
    <Box
      component="section"
      aria-label={dashboardTexts.region}
      sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <LookupChart
        title={dashboardTexts.status.title}
        column={dashboardTexts.status.column}
        rows={data.propertiesByStatus}
        filter="propertyStatusId"
      />
      <LookupChart
        title={dashboardTexts.category.title}
        column={dashboardTexts.category.column}
        rows={data.propertiesByCategory}
        filter="categoryId"
      />
      <PublicationFigures publication={data.publication} />
      <PendingChart pending={data.pendingByKind} />
      <ActivityChart activity={data.activity} />
      <CompletenessChart rows={data.dataRoomCompleteness} />
    </Box>
  );
};
