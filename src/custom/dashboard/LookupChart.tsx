import { useTheme } from '@mui/material';
import type { DashboardFigures } from '@common/api/dashboard';
import { CountChart } from './CountChart';
import { propertiesListPath } from './dashboardLinks';
import { dashboardTexts } from './messages';

interface LookupChartProps {
  title: string;
  column: string;
  rows: DashboardFigures['propertiesByStatus'];
  /** The properties list's filter for one of the lookup's values. */
  filter: 'propertyStatusId' | 'categoryId';
}

/** Properties by one lookup (status or category): a bar per value, each opening the properties list filtered to it. */
export const LookupChart = ({ title, column, rows, filter }: LookupChartProps) => {
  const { palette } = useTheme();
  return (
    <CountChart
      title={title}
      summary={dashboardTexts.lookupSummary(rows)}
      column={column}
      unit={dashboardTexts.properties}
      color={palette.primary.main}
      rows={rows.map(({ id, name, count }) => ({ key: id, label: name, count, to: propertiesListPath({ [filter]: id }) }))}
    />
  );
};
