import { DragDropContext, Droppable, type DragUpdate, type DropResult } from '@hello-pangea/dnd';
import { Table, TableBody } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { lockCellWidths, unlockCellWidths } from './lockCellWidths';
import { ReorderAccess } from './ReorderAccess';

/**
 * The row in the air: lifted, and opaque so the rows it passes over do not show through.
 * Separate borders belong to their cells, so they move with the rows making way (collapsed
 * ones are the table's and would stay put).
 */
const tableSx = {
  borderCollapse: 'separate',
  '& tr[data-dragging]': { display: 'table', boxShadow: 6 },
  '& tr[data-dragging]:not([data-placeholder])': { bgcolor: 'background.paper' },
};

/**
 * A table whose body rows (each a `<Draggable>` with `data-dragging` set while lifted) are
 * re-ordered by drag and drop (`SortableItem`s, for users who may: ReorderAccess). Cell widths are held while a row is in the air, so neither it
 * nor the columns re-flow. `onMove` gets the zero-based positions of a drop that moved a row.
 */
export const SortableTable = ({
  droppableId,
  label,
  head,
  children,
  onMove,
  onDragUpdate,
}: {
  droppableId: string;
  label: string;
  head: ReactNode;
  children: ReactNode;
  onMove: (from: number, to: number) => void;
  onDragUpdate?: (update: DragUpdate) => void;
}) => {
  const table = useRef<HTMLTableElement>(null);
  const onDragEnd = ({ source, destination }: DropResult) => {
    unlockCellWidths(table.current);
    if (destination && destination.index !== source.index) onMove(source.index, destination.index);
  };
  return (
    <ReorderAccess>
      <DragDropContext
        onBeforeCapture={({ draggableId }) => lockCellWidths(table.current, draggableId)}
        onDragUpdate={onDragUpdate}
        onDragEnd={onDragEnd}
      >
        <Table ref={table} size="small" aria-label={label} sx={tableSx}>
          {head}
          <Droppable droppableId={droppableId}>
            {(provided) => (
              <TableBody ref={provided.innerRef} {...provided.droppableProps}>
                {children}
                {provided.placeholder}
              </TableBody>
            )}
          </Droppable>
        </Table>
      </DragDropContext>
    </ReorderAccess>
  );
};
