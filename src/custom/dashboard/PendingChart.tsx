import { useTheme } from '@mui/material';
import type { DashboardFigures } from '@common/api/dashboard';
import { CountChart } from './CountChart';
import { inboxListPath } from './dashboardLinks';
import { dashboardTexts } from './messages';

const texts = dashboardTexts.pending;

/** What waits for a decision, by kind: a bar per kind, each opening the inbox filtered to it. */
export const PendingChart = ({ pending }: { pending: DashboardFigures['pendingByKind'] }) => {
  const { palette } = useTheme();
  const rows = pending.map(({ kind, count }) => ({ key: kind, count, label: texts.kinds[kind], to: inboxListPath(kind) }));
  return (
    <CountChart
      title={texts.title}
      summary={texts.summary(rows)}
      column={texts.column}
      unit={texts.items}
      color={palette.warning.main}
      rows={rows}
      labelWidth={180}
    />
  );
};
