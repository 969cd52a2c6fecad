import { Box, TableCell, TableHead, TableRow } from '@mui/material';
import { SortableTable } from '../../components/dnd/SortableTable';
import { foldingColumnsSx, hideBelow } from '../../components/responsiveTable';
import type { MediaItem } from '@common/api/property-media-items';
import { MEDIA_COLUMN_FOLDS, MediaRow } from './MediaRow';
import { mediaTexts } from './messages';

const { columns } = mediaTexts;

const MediaTableHead = ({ deletable }: { deletable: boolean }) => (
  <TableHead>
    <TableRow>
      <TableCell padding="checkbox" aria-label={columns.drag} />
      <TableCell align="right" className={hideBelow(MEDIA_COLUMN_FOLDS.id)}>
        {columns.id}
      </TableCell>
      <TableCell>{columns.thumbnail}</TableCell>
      <TableCell>{columns.title}</TableCell>
      <TableCell className={hideBelow(MEDIA_COLUMN_FOLDS.fileType)}>{columns.fileType}</TableCell>
      <TableCell align="right" className={hideBelow(MEDIA_COLUMN_FOLDS.displayOrder)}>
        {columns.displayOrder}
      </TableCell>
      <TableCell>{columns.mediaLink}</TableCell>
      <TableCell padding="checkbox">{columns.publish}</TableCell>
      {deletable && <TableCell padding="checkbox">{columns.delete}</TableCell>}
    </TableRow>
  </TableHead>
);

/** Spec §2 'Media tab': the property's media in display order; Gallery rows re-order by drag and drop. */
export const MediaTable = ({
  items,
  togglingId,
  onMove,
  onToggle,
  onDelete,
}: {
  items: MediaItem[];
  togglingId?: number;
  onMove: (from: number, to: number) => void;
  /** None for a user who may not publish or unpublish: the toggles show the state, disabled. */
  onToggle?: (item: MediaItem) => void;
  /** Asks to delete an item; none for a user who may not delete (no Delete column). */
  onDelete?: (item: MediaItem) => void;
}) => (
  <Box sx={foldingColumnsSx}>
    <SortableTable droppableId="media-items" label={mediaTexts.table} head={<MediaTableHead deletable={!!onDelete} />} onMove={onMove}>
      {items.map((item, index) => (
        <MediaRow key={item.id} item={item} index={index} toggling={togglingId === item.id} onToggle={onToggle} onDelete={onDelete} />
      ))}
    </SortableTable>
  </Box>
);
