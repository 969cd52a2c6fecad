import { DragDropContext, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRef } from 'react';
import { foldingColumnsSx, hideBelow } from '../../components/responsiveTable';
import { propertyTexts } from '../../resources/properties/messages';
import { lockCellWidths, unlockCellWidths } from './lockCellWidths';
import { LANDING_COLUMN_FOLDS, LANDING_FLAGS, LandingOrderRow } from './LandingOrderRow';
import { landingOrderTexts } from './messages';
import type { LandingRow } from './types';

const labels = propertyTexts.labels;

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
 * The spec's columns; on a phone the name cell also carries the reference, lookups and flags.
 * In between, the category and flags fold away as the list narrows (LANDING_COLUMN_FOLDS).
 */
const LandingOrderHead = ({ compact }: { compact: boolean }) => (
  <TableHead>
    <TableRow>
      <TableCell padding="checkbox" aria-label={landingOrderTexts.dragHandle} />
      <TableCell align="right" sx={{ px: compact ? 1 : undefined }}>
        {landingOrderTexts.displayOrder}
      </TableCell>
      {!compact && <TableCell>{labels.reference}</TableCell>}
      <TableCell>{labels.name}</TableCell>
      {!compact && (
        <>
          <TableCell className={hideBelow(LANDING_COLUMN_FOLDS.category)}>{labels.category}</TableCell>
          <TableCell>{labels.status}</TableCell>
          {LANDING_FLAGS.map((flag) => (
            <TableCell key={flag} className={hideBelow(LANDING_COLUMN_FOLDS[flag])}>
              {labels[flag]}
            </TableCell>
          ))}
        </>
      )}
    </TableRow>
  </TableHead>
);

/** Spec §2 'Re-order Landing Page': every property in landing order, each row draggable. */
export const LandingOrderTable = ({
  rows,
  compact,
  onMove,
}: {
  rows: LandingRow[];
  compact: boolean;
  onMove: (from: number, to: number) => void;
}) => {
  const table = useRef<HTMLTableElement>(null);
  const onDragEnd = ({ source, destination }: DropResult) => {
    unlockCellWidths(table.current);
    if (destination) onMove(source.index, destination.index);
  };
  return (
    <DragDropContext onBeforeCapture={({ draggableId }) => lockCellWidths(table.current, draggableId)} onDragEnd={onDragEnd}>
      <Box sx={foldingColumnsSx}>
        <Table ref={table} size="small" aria-label={landingOrderTexts.title} sx={tableSx}>
          <LandingOrderHead compact={compact} />
          <Droppable droppableId="landing-order">
            {(provided) => (
              <TableBody ref={provided.innerRef} {...provided.droppableProps}>
                {rows.map((property, index) => (
                  <LandingOrderRow key={property.id} property={property} index={index} compact={compact} />
                ))}
                {provided.placeholder}
              </TableBody>
            )}
          </Droppable>
        </Table>
      </Box>
    </DragDropContext>
  );
};
