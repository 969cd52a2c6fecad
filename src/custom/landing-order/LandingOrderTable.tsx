import { Box, TableCell, TableHead, TableRow } from '@mui/material';
import { SortableTable } from '../../components/dnd/SortableTable';
import { foldingColumnsSx, hideBelow } from '../../components/responsiveTable';
import { propertyTexts } from '../../resources/properties/messages';
import { LANDING_COLUMN_FOLDS, LANDING_FLAGS, LandingOrderRow } from './LandingOrderRow';
import { landingOrderTexts } from './messages';
import type { LandingRow } from './types';

const labels = propertyTexts.labels;

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
}) => (
  <Box sx={foldingColumnsSx}>
    <SortableTable
      droppableId="landing-order"
      label={landingOrderTexts.title}
      head={<LandingOrderHead compact={compact} />}
      onMove={onMove}
    >
      {rows.map((property, index) => (
        <LandingOrderRow key={property.id} property={property} index={index} compact={compact} />
      ))}
    </SortableTable>
  </Box>
);
