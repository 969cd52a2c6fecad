import { barsHeight } from './chartLayout';
import { ChartCard } from './ChartCard';
import { FigureTable } from './FigureTable';
import { HorizontalBars } from './HorizontalBars';
import { useOpen } from './useOpen';

export interface CountRow {
  key: string | number;
  label: string;
  count: number;
  /** The list of what the row counts. */
  to: string;
}

/**
 * One count per row (properties by status, what waits by kind): a bar each that opens the list it
 * counts, and the same figures as a table.
 */
export const CountChart = ({
  title,
  summary,
  column,
  unit,
  color,
  rows,
  labelWidth,
}: {
  title: string;
  summary: string;
  /** The rows' heading in the table. */
  column: string;
  /** What is counted: the bars' series and the table's figures. */
  unit: string;
  color: string;
  rows: CountRow[];
  labelWidth?: number;
}) => {
  const open = useOpen();
  return (
    <ChartCard
      title={title}
      summary={summary}
      chartHeight={barsHeight(rows.length)}
      chart={
        <HorizontalBars
          labels={rows.map((row) => row.label)}
          series={[{ label: unit, data: rows.map((row) => row.count), color }]}
          onBarClick={(index) => open(rows[index].to)}
          labelWidth={labelWidth}
        />
      }
      table={
        <FigureTable
          label={title}
          headers={[column, unit]}
          rows={rows.map(({ key, label, to, count }) => ({ key, label, to, values: [count] }))}
        />
      }
    />
  );
};
