import { DragDropContext, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Box } from '@mui/material';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { ReorderAccess } from '../../components/dnd/ReorderAccess';
import { ContentBlock } from './ContentBlock';
import { informationTexts } from './messages';
import { moveAndRenumber } from './reorder';
import type { ContentItem } from './types';

/**
 * Half-width blocks (contentWidth 1) sit two to a row and full-width ones (2) take the row,
 * once the tab itself is wide enough (a container query, so the open sidebar counts);
 * narrower, one column. The drag library measures only single lists, so from the moment a
 * drag is about to start (`onBeforeCapture`, before it measures) until the drop, the blocks
 * show as one column of headers.
 *
 * A drop shows the new order in the same tick (`flushSync`): the library gives focus back to
 * the dragged handle on the next frame, and moving the DOM after that would take it away
 * again, stranding a keyboard user.
 */
export const ContentBlockList = ({
  items,
  onMove,
  onChanged,
}: {
  items: readonly ContentItem[];
  onMove: (from: number, to: number) => void;
  onChanged: () => void;
}) => {
  const [dragging, setDragging] = useState(false);
  // The order a drop made, until the list from the cache (optimistic, then the server's) replaces
  // the `items` it was made from.
  const [dropped, setDropped] = useState<{ from: readonly ContentItem[]; order: readonly ContentItem[] } | null>(null);
  const shown = dropped?.from === items ? dropped.order : items;

  const onDragEnd = ({ source, destination }: DropResult) => {
    const moved = destination && destination.index !== source.index;
    flushSync(() => {
      setDragging(false);
      if (moved) setDropped({ from: items, order: moveAndRenumber(shown, source.index, destination.index) });
    });
    if (moved) onMove(source.index, destination.index);
  };

  return (
    <ReorderAccess>
      <DragDropContext onBeforeCapture={() => setDragging(true)} onDragEnd={onDragEnd}>
        <Droppable droppableId="content-items">
          {(provided) => (
            <Box
              ref={provided.innerRef}
              {...provided.droppableProps}
              role="list"
              aria-label={informationTexts.list}
              sx={
                dragging
                  ? undefined
                  : {
                      display: 'grid',
                      gridTemplateColumns: 'minmax(0, 1fr)',
                      gap: 2,
                      alignItems: 'start',
                      '@container (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
                    }
              }
            >
              {shown.map((item, index) => (
                <ContentBlock key={item.id} item={item} index={index} compact={dragging} onChanged={onChanged} />
              ))}
              {provided.placeholder}
            </Box>
          )}
        </Droppable>
      </DragDropContext>
    </ReorderAccess>
  );
};
