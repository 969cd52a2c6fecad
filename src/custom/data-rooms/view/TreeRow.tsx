import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { highlightedSx, useScrollIntoView } from '../../../components/highlight';

/** How the Manage Datarooms tab frames a row: its fold button, 20 px indent and visibility border. */
export interface RowFrame {
  /** The fold button (or a spacer in its place), before the row's icon. */
  fold?: ReactNode;
  indent?: number;
  /** More styles for the row (the Manage Datarooms tab marks visibility with its left border). */
  sx?: RowStyle | false;
  /** The row a link pointed at (the inbox's): marked, and scrolled into view once. */
  highlighted?: boolean;
}

/** What the Manage Datarooms tab adds to a heading or file row. */
export interface ManagedRowProps {
  frame?: RowFrame;
  /** Buttons at the row's end. */
  actions?: ReactNode;
  /** Hidden: the name struck through (spec §4 'Data room item visibility'). */
  struck?: boolean;
}

/** A style for a whole row: one object or function (not a list), so it can join the row's own. */
export type RowStyle = Exclude<SxProps<Theme>, readonly unknown[]>;

/** Spec §9: the read-only trees indent 24 px per level. */
const INDENT_PX = 24;

/**
 * One row of a data-room tree: indented by its level, an icon, then its content, which wraps on
 * a narrow screen rather than widening the page. The Manage Datarooms tab reuses it with 20 px.
 */
export const TreeRow = ({
  level,
  icon,
  children,
  fold,
  indent = INDENT_PX,
  sx = false,
  highlighted = false,
}: {
  level: number;
  icon: ReactNode;
  children: ReactNode;
} & RowFrame) => {
  const scrollTo = useScrollIntoView<HTMLLIElement>(highlighted);
  return (
    <Box
      component="li"
      ref={scrollTo}
      data-highlighted={highlighted || undefined}
      sx={[
        {
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          py: 0.75,
          pr: 1,
          pl: `${level * indent + 8}px`,
          borderBottom: 1,
          borderColor: 'divider',
          minWidth: 0,
          '& > svg': { mt: '2px', flexShrink: 0, color: 'text.secondary' },
        },
        sx,
        highlighted && (highlightedSx as RowStyle),
      ]}
    >
      {fold}
      {icon}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, minWidth: 0, flex: 1 }}>
        {children}
      </Box>
    </Box>
  );
};
