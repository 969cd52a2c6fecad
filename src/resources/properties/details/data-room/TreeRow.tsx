import { Box } from '@mui/material';
import type { ReactNode } from 'react';

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
  indent = INDENT_PX,
}: {
  level: number;
  icon: ReactNode;
  children: ReactNode;
  indent?: number;
}) => (
  <Box
    component="li"
    sx={{
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
    }}
  >
    {icon}
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, minWidth: 0, flex: 1 }}>
      {children}
    </Box>
  </Box>
);
