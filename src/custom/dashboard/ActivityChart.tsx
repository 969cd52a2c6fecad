import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { mangoFusionPalette } from '@mui/x-charts/colorPalettes';
import type { DashboardFigures } from '@common/api/dashboard';
import { activitySeries } from './activitySeries';
import { CLICKABLE_SX } from './chartLayout';
import { ChartCard } from './ChartCard';
import { activityListPath } from './dashboardLinks';
import { FigureTable } from './FigureTable';
import { dashboardTexts, formatDay } from './messages';
import { useOpen } from './useOpen';

const texts = dashboardTexts.activity;

/**
 * Entries per day of the last 90, stacked by nature in one of the charts' own palettes: ten
 * colours apart (the default has seven, and there are eight natures), in the variant for the
 * theme's mode. A bar opens the Activity Log at that day and nature. The table is the legend
 * (eight natures above the bars left little room for them on a phone): each nature over the 90
 * days, opening the log at it.
 */
export const ActivityChart = ({ activity }: { activity: DashboardFigures['activity'] }) => {
  const open = useOpen();
  const { days, natures, perDay } = activitySeries(activity);
  const palette = mangoFusionPalette(useTheme().palette.mode);
  const colorOf = (i: number) => palette[i % palette.length];
  return (
    <ChartCard
      wide
      title={texts.title}
      summary={texts.summary(perDay, activity.from, activity.to)}
      chartHeight={300}
      chart={
        <BarChart
          xAxis={[
            {
              scaleType: 'band',
              data: days,
              valueFormatter: (day: string) => formatDay(day),
              tickInterval: (_day: string, i: number) => i % 7 === 0,
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 48 }]}
          series={natures.map(({ nature, data }, i) => ({ id: nature, label: nature, data, stack: 'nature', color: colorOf(i) }))}
          hideLegend
          onItemClick={(_event, item) => {
            const day = days[item.dataIndex];
            open(activityListPath(String(item.seriesId), day, day));
          }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          sx={CLICKABLE_SX}
        />
      }
      table={
        <FigureTable
          label={texts.title}
          headers={[texts.column, texts.entries]}
          rows={natures.map(({ nature, total }, i) => ({
            key: nature,
            label: nature,
            to: activityListPath(nature, activity.from),
            values: [total],
            color: colorOf(i),
          }))}
        />
      }
    />
  );
};
