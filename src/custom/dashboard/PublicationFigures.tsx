import { useTheme } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import type { DashboardFigures } from '@common/api/dashboard';
import { CLICKABLE_SX } from './chartLayout';
import { ChartCard } from './ChartCard';
import { propertiesListPath } from './dashboardLinks';
import { FigureTable } from './FigureTable';
import { dashboardTexts } from './messages';
import { useOpen } from './useOpen';

const texts = dashboardTexts.publication;

/** Published against not published (a ring), and the placeholders; each opens the properties list filtered to it. */
export const PublicationFigures = ({ publication }: { publication: DashboardFigures['publication'] }) => {
  const { palette } = useTheme();
  const open = useOpen();
  const rows = [
    { key: 'published', label: texts.published, count: publication.published, to: propertiesListPath({ isActive: true }) },
    { key: 'unpublished', label: texts.unpublished, count: publication.unpublished, to: propertiesListPath({ isActive: false }) },
    { key: 'placeholders', label: texts.placeholders, count: publication.placeholders, to: propertiesListPath({ isPlaceholder: true }) },
  ];
  const slices = [
    { id: 0, value: publication.published, label: texts.published, color: palette.primary.main },
    { id: 1, value: publication.unpublished, label: texts.unpublished, color: palette.action.disabled },
  ];
  return (
    <ChartCard
      title={texts.title}
      summary={texts.summary(publication)}
      chartHeight={200}
      chart={
        <PieChart
          series={[{ data: slices, innerRadius: '55%', paddingAngle: 1 }]}
          onItemClick={(_event, item) => open(rows[item.dataIndex].to)}
          sx={CLICKABLE_SX}
        />
      }
      table={
        <FigureTable
          label={texts.title}
          headers={[texts.column, dashboardTexts.properties]}
          rows={rows.map(({ key, label, to, count }) => ({ key, label, to, values: [count] }))}
        />
      }
    />
  );
};
