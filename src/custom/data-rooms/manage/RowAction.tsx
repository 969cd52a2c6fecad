import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/** A row's icon button: its label is both its tooltip and its accessible name. */
export const RowAction = ({
  label,
  onClick,
  disabled = false,
  color,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: 'success' | 'error' | 'primary';
  children: ReactNode;
}) => (
  <Tooltip title={label}>
    {/* A disabled button gets no pointer events, so the tooltip listens on a wrapper. */}
    <span>
      <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled} color={color}>
        {children}
      </IconButton>
    </span>
  </Tooltip>
);

/** Where a fold button would be, so that rows which do not fold line up with those that do. */
export const FoldSpacer = () => <Box sx={{ width: 24, flexShrink: 0 }} />;
