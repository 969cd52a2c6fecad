import { useTheme } from '@mui/material';
import type { DashboardFigures } from '@common/api/dashboard';
import { barsHeight } from './chartLayout';
import { ChartCard } from './ChartCard';
import { inboxListPath } from './dashboardLinks';
import { FigureTable } from './FigureTable';
import { HorizontalBars } from './HorizontalBars';
import { dashboardTexts } from './messages';
import { useOpen } from './useOpen';

const texts = dashboardTexts.pending;

/** What waits for a decision, by kind: a bar per kind, each opening the inbox filtered to it. */
export const PendingChart = ({ pending }: { pending: DashboardFigures['pendingByKind'] }) => {
  const { palette } = useTheme();
  const open = useOpen();
  const rows = pending.map(({ kind, count }) => ({ kind, count, label: texts.kinds[kind], to: inboxListPath(kind) }));
  return (
    <ChartCard
      title={texts.title}
      summary={texts.summary(rows)}
      chartHeight={barsHeight(rows.length)}
      chart={
        <HorizontalBars
          labels={rows.map((row) => row.label)}
          series={[{ label: texts.items, data: rows.map((row) => row.count), color: palette.warning.main }]}
          onBarClick={(index) => open(rows[index].to)}
          labelWidth={180}
        />
      }
      table={
        <FigureTable
          label={texts.title}
          headers={[texts.column, texts.items]}
          rows={rows.map((row) => ({ key: row.kind, label: row.label, to: row.to, values: [row.count] }))}
        />
      }
    />
  );
};
