/** Pixels per bar of a horizontal bar chart, and for its value axis below them. */
const BAR_ROW = 30;
const VALUE_AXIS = 40;

/** The height a horizontal bar chart of `bars` bars needs. */
export const barsHeight = (bars: number) => Math.max(1, bars) * BAR_ROW + VALUE_AXIS;

/** Bars and slices that open a list show it: the pointer says so. */
export const CLICKABLE_SX = { '& .MuiBarElement-root, & .MuiPieArc-root': { cursor: 'pointer' } } as const;
