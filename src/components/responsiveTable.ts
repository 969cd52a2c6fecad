import type { Breakpoint, Theme } from '@mui/material';

/** The widths below which a secondary column may fold away (theme breakpoints: sm 600, md 900, lg 1200 px). */
const FOLDING = ['sm', 'md', 'lg'] as const satisfies readonly Breakpoint[];
export type HideBelow = (typeof FOLDING)[number];

/**
 * A secondary column's class (for its header and body cells alike): hidden while the list is
 * narrower than `breakpoint`. Every list's column config says it the same way:
 * `<Col className={hideBelow('md')} />`, or `hideBelow: 'md'` in a config of columns.
 */
export const hideBelow = (breakpoint?: HideBelow) => (breakpoint ? `hide-below-${breakpoint}` : undefined);

/**
 * The sx of a box around a table whose columns fold (issue 11). The box is a size container,
 * so columns fold by the width the list itself has, whether the sidebar is open beside it or
 * collapsed to icons, rather than by the window's.
 */
export const foldingColumnsSx = (theme: Theme) => ({
  containerType: 'inline-size',
  ...Object.fromEntries(
    FOLDING.map((breakpoint) => [theme.containerQueries.down(breakpoint), { [`& .${hideBelow(breakpoint)}`]: { display: 'none' } }]),
  ),
});

/**
 * The sx of every react-admin list table: folding columns, cells tighter than MUI's default,
 * and a table still too wide scrolls inside its card rather than widening the page.
 */
export const responsiveTableSx = (theme: Theme) => ({
  ...foldingColumnsSx(theme),
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
});
