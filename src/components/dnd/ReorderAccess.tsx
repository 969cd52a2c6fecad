import { Draggable, type DraggableProps } from '@hello-pangea/dnd';
import { createContext, useContext, type ReactNode } from 'react';
import { useCan } from '../../auth/useCan';

const CanReorder = createContext(false);

/**
 * Asks once per re-orderable list whether the user may re-order it (support staff may not);
 * its rows, handles and hints read the answer rather than each asking again.
 */
export const ReorderAccess = ({ children }: { children: ReactNode }) => (
  <CanReorder.Provider value={useCan('reorder')}>{children}</CanReorder.Provider>
);

export const useCanReorder = () => useContext(CanReorder);

/** A `<Draggable>` that stays put for a user who may not re-order (and shows them no handle: DragHandle). */
export const SortableItem = ({ isDragDisabled = false, ...props }: DraggableProps) => {
  const canReorder = useCanReorder();
  return <Draggable {...props} isDragDisabled={isDragDisabled || !canReorder} />;
};
