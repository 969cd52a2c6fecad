import { BarChart } from '@mui/x-charts/BarChart';
import { CLICKABLE_SX } from './chartLayout';

interface BarSeries {
  label: string;
  data: number[];
  /** From the theme's palette, so a dark palette keeps its contrast. */
  color: string;
  stack?: string;
}

interface HorizontalBarsProps {
  labels: string[];
  series: BarSeries[];
  /** Opens the list of what the clicked bar counts. */
  onBarClick: (index: number) => void;
  /** Room for the labels, left of the bars. */
  labelWidth?: number;
}

/** One bar per label (or a stack of them), laid across so that long labels read on a phone. */
export const HorizontalBars = ({ labels, series, onBarClick, labelWidth = 110 }: HorizontalBarsProps) => (
  <BarChart
    layout="horizontal"
    yAxis={[{ scaleType: 'band', data: labels, width: labelWidth }]}
    xAxis={[{ tickMinStep: 1 }]}
    series={series}
    hideLegend={series.length === 1}
    margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
    onItemClick={(_event, item) => onBarClick(item.dataIndex)}
    sx={CLICKABLE_SX}
  />
);
