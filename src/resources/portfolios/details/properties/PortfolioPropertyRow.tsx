import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Chip, IconButton, TableCell, TableRow } from '@mui/material';
import type { PortfolioProperty } from '@common/api/portfolios';
import { DragHandle } from '../../../../components/dnd/DragHandle';
import { SortableItem } from '../../../../components/dnd/ReorderAccess';
import { NameLink } from '../../../../components/record-list/NameLink';
import { hideBelow } from '../../../../components/responsiveTable';
import { portfolioTexts } from '../../messages';

const texts = portfolioTexts.properties;

/** One property of the portfolio: dragged by its handle, its reference and name linking to it, removable (given `onRemove`). */
export const PortfolioPropertyRow = ({ row, index, onRemove }: { row: PortfolioProperty; index: number; onRemove?: () => void }) => (
  <SortableItem draggableId={String(row.id)} index={index}>
    {(provided, snapshot) => (
      <TableRow
        ref={provided.innerRef}
        {...provided.draggableProps}
        data-property-id={row.id}
        data-dragging={snapshot.isDragging || undefined}
      >
        <TableCell padding="checkbox" sx={{ width: 48 }}>
          <DragHandle handleProps={provided.dragHandleProps} label={texts.move(row.propertyReference)} title={texts.columns.drag} />
        </TableCell>
        <TableCell align="right" sx={{ width: 40 }}>
          {row.position}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <NameLink to={`/properties/${row.id}`} name={row.propertyReference} />
        </TableCell>
        <TableCell>{row.listingTitle}</TableCell>
        <TableCell className={hideBelow('sm')}>
          {row.suburb}, {row.province}
        </TableCell>
        <TableCell className={hideBelow('md')}>
          <Chip
            size="small"
            label={row.isActive ? texts.active : texts.inactive}
            color={row.isActive ? 'success' : 'default'}
            variant="outlined"
          />
        </TableCell>
        <TableCell padding="checkbox">
          {onRemove && (
            <IconButton aria-label={texts.remove(row.propertyReference)} title={texts.columns.remove} onClick={onRemove}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </TableCell>
      </TableRow>
    )}
  </SortableItem>
);
