import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { IconButton, Link, Switch, TableCell, TableRow } from '@mui/material';
import { DragHandle } from '../../components/dnd/DragHandle';
import { SortableItem } from '../../components/dnd/ReorderAccess';
import { hideBelow, type HideBelow } from '../../components/responsiveTable';
import type { MediaItem } from '@common/api/property-media-items';
import { isGallery } from './mediaOrder';
import { MediaThumbnail } from './MediaThumbnail';
import { mediaTexts } from './messages';

/**
 * The secondary columns, hidden while the table is narrower than the breakpoint (header and
 * rows alike). The media link never folds: it is the only way to the file, so it is a short
 * 'Open' whose full address shows on hover.
 */
export const MEDIA_COLUMN_FOLDS: Record<'id' | 'fileType' | 'displayOrder', HideBelow> = {
  id: 'sm',
  fileType: 'md',
  displayOrder: 'sm',
};

/**
 * One media item (spec §2 'Media tab'). Only a Gallery row has a handle and can be dragged
 * (spec §4); the others keep the column empty so the table does not shift.
 */
export const MediaRow = ({
  item,
  index,
  toggling,
  onToggle,
  onDelete,
}: {
  item: MediaItem;
  index: number;
  toggling: boolean;
  /** None for a user who may not publish or unpublish: the toggle shows the state, disabled. */
  onToggle?: (item: MediaItem) => void;
  /** None for a user who may not delete: the column is not there. */
  onDelete?: (item: MediaItem) => void;
}) => (
  <SortableItem draggableId={String(item.id)} index={index} isDragDisabled={!isGallery(item)}>
    {(provided, snapshot) => (
      <TableRow
        ref={provided.innerRef}
        {...provided.draggableProps}
        data-media-item-id={item.id}
        data-dragging={snapshot.isDragging || undefined}
      >
        <TableCell padding="checkbox" sx={{ width: 48 }}>
          {isGallery(item) && (
            <DragHandle handleProps={provided.dragHandleProps} label={mediaTexts.moveHandle(item.id)} title={mediaTexts.columns.drag} />
          )}
        </TableCell>
        <TableCell align="right" className={hideBelow(MEDIA_COLUMN_FOLDS.id)}>
          {item.id}
        </TableCell>
        <TableCell sx={{ width: 80 }}>
          <MediaThumbnail item={item} />
        </TableCell>
        <TableCell>{item.title}</TableCell>
        <TableCell className={hideBelow(MEDIA_COLUMN_FOLDS.fileType)}>{item.fileType}</TableCell>
        <TableCell align="right" className={hideBelow(MEDIA_COLUMN_FOLDS.displayOrder)}>
          {item.displayOrder}
        </TableCell>
        <TableCell>
          {item.mediaLink && (
            <Link
              href={item.mediaLink}
              target="_blank"
              rel="noopener noreferrer"
              title={item.mediaLink}
              aria-label={mediaTexts.openLinkLabel(item.id)}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
            >
              {mediaTexts.openLink}
              <OpenInNewIcon fontSize="inherit" aria-hidden />
            </Link>
          )}
        </TableCell>
        <TableCell padding="checkbox">
          <Switch
            checked={item.isActive}
            disabled={toggling || !onToggle}
            onChange={() => onToggle?.(item)}
            slotProps={{ input: { 'aria-label': mediaTexts.publishLabel(item.id) } }}
          />
        </TableCell>
        {onDelete && (
          <TableCell padding="checkbox">
            <IconButton color="error" aria-label={mediaTexts.deleteLabel(item.id)} onClick={() => onDelete(item)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </TableCell>
        )}
      </TableRow>
    )}
  </SortableItem>
);
