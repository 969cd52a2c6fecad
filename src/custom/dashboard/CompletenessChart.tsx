import { useTheme } from '@mui/material';
import type { DashboardFigures } from '@common/api/dashboard';
import { barsHeight } from './chartLayout';
import { ChartCard } from './ChartCard';
import { propertiesListPath } from './dashboardLinks';
import { FigureTable } from './FigureTable';
import { HorizontalBars } from './HorizontalBars';
import { dashboardTexts } from './messages';
import { useOpen } from './useOpen';

const texts = dashboardTexts.completeness;
/** The whole properties list, filters cleared: no filter tells which data rooms have a heading filled. */
const PROPERTIES = propertiesListPath({});

/** Per checklist heading, the properties whose data room has a published file under it, stacked on those without. */
export const CompletenessChart = ({ rows }: { rows: DashboardFigures['dataRoomCompleteness'] }) => {
  const { palette } = useTheme();
  const open = useOpen();
  const labels = rows.map((row) => texts.heading(row.round, row.heading));
  return (
    <ChartCard
      wide
      title={texts.title}
      summary={texts.summary(rows)}
      // The legend takes a line above the bars.
      chartHeight={barsHeight(rows.length) + 32}
      chart={
        <HorizontalBars
          labels={rows.map((row) => texts.shortHeading(row.round, row.heading))}
          series={[
            { label: texts.withFile, data: rows.map((row) => row.withPublishedFile), color: palette.success.main, stack: 'heading' },
            {
              label: texts.withoutFile,
              data: rows.map((row) => row.properties - row.withPublishedFile),
              color: palette.action.disabled,
              stack: 'heading',
            },
          ]}
          onBarClick={() => open(PROPERTIES)}
          labelWidth={170}
        />
      }
      table={
        <FigureTable
          label={texts.title}
          headers={[texts.column, texts.withFile, texts.properties]}
          rows={rows.map((row, i) => ({
            key: labels[i],
            label: labels[i],
            to: PROPERTIES,
            values: [row.withPublishedFile, row.properties],
          }))}
        />
      }
    />
  );
};
