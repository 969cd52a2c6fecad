import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box } from '@mui/material';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';

/**
 * The grip a row is dragged by: with the mouse or touch, or from the keyboard (focus it, Space,
 * the arrow keys, Space). `label` names what it moves, for screen readers; `title` is the tooltip.
 */
export const DragHandle = ({
  handleProps,
  label,
  title,
}: {
  handleProps: DraggableProvidedDragHandleProps | null;
  label: string;
  title?: string;
}) => (
  <Box
    {...handleProps}
    aria-label={label}
    title={title}
    sx={{
      display: 'flex',
      p: 0.75,
      borderRadius: 1,
      color: 'text.secondary',
      cursor: 'grab',
      '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
    }}
  >
    <DragIndicatorIcon fontSize="small" />
  </Box>
);
