import { useTheme } from '@mui/material';
import type { DashboardFigures } from '@common/api/dashboard';
import { barsHeight } from './chartLayout';
import { ChartCard } from './ChartCard';
import { propertiesListPath } from './dashboardLinks';
import { FigureTable } from './FigureTable';
import { HorizontalBars } from './HorizontalBars';
import { dashboardTexts } from './messages';
import { useOpen } from './useOpen';

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
  const open = useOpen();
  const pathOf = (id: number) => propertiesListPath({ [filter]: id });
  return (
    <ChartCard
      title={title}
      summary={dashboardTexts.lookupSummary(rows)}
      chartHeight={barsHeight(rows.length)}
      chart={
        <HorizontalBars
          labels={rows.map((row) => row.name)}
          series={[{ label: dashboardTexts.properties, data: rows.map((row) => row.count), color: palette.primary.main }]}
          onBarClick={(index) => open(pathOf(rows[index].id))}
        />
      }
      table={
        <FigureTable
          label={title}
          headers={[column, dashboardTexts.properties]}
          rows={rows.map((row) => ({ key: row.id, label: row.name, to: pathOf(row.id), values: [row.count] }))}
        />
      }
    />
  );
};
