import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box } from '@mui/material';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { useCanReorder } from './ReorderAccess';

/**
 * The grip a row is dragged by: with the mouse or touch, or from the keyboard (focus it, Space,
 * the arrow keys, Space). `label` names what it moves, for screen readers; `title` is the tooltip.
 * None for a user who may not re-order (ReorderAccess). `fill`: as tall as the row it starts
 * (a content block's header), its focus ring inside.
 */
export const DragHandle = ({
  handleProps,
  label,
  title,
  fill = false,
}: {
  handleProps: DraggableProvidedDragHandleProps | null;
  label: string;
  title?: string;
  fill?: boolean;
}) =>
  useCanReorder() ? (
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
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: fill ? -2 : undefined },
        ...(fill && { alignSelf: 'stretch', alignItems: 'center', p: 0, pl: 1 }),
      }}
    >
      <DragIndicatorIcon fontSize="small" />
    </Box>
  ) : null;
