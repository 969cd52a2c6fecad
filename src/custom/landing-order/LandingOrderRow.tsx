import { Stack, TableCell, TableRow, Typography } from '@mui/material';
import { DragHandle } from '../../components/dnd/DragHandle';
import { SortableItem } from '../../components/dnd/ReorderAccess';
import { hideBelow, type HideBelow } from '../../components/responsiveTable';
import { propertyTexts } from '../../resources/properties/messages';
import { isPlaceholder, placeholderRowSx } from '../../resources/properties/shared/placeholder';
import { PropertyNameCell } from '../../resources/properties/shared/PropertyNameCell';
import { YesNo } from '../../resources/properties/shared/YesNo';
import { landingOrderTexts } from './messages';
import type { LandingRow } from './types';

const labels = propertyTexts.labels;
export const LANDING_FLAGS = ['isActive', 'isDiscrete', 'isFeatured'] as const;

/** The secondary columns, hidden while the list is narrower than the breakpoint (header and rows alike). */
export const LANDING_COLUMN_FOLDS: Record<'category' | (typeof LANDING_FLAGS)[number], HideBelow> = {
  category: 'sm',
  isActive: 'sm',
  isDiscrete: 'md',
  isFeatured: 'md',
};

/** On a phone the reference, category, status and flags sit under the name, in one cell. */
const CompactDetails = ({ property }: { property: LandingRow }) => (
  <>
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {[property.propertyReference, property.category, property.propertyStatus].join(' · ')}
    </Typography>
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.75, typography: 'caption' }}>
      {LANDING_FLAGS.map((flag) => (
        <Stack key={flag} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <YesNo value={property[flag]} />
          <span>{labels[flag]}</span>
        </Stack>
      ))}
    </Stack>
  </>
);

/**
 * One property of the landing order: a row dragged by its handle (mouse, touch, or keyboard:
 * focus the handle, Space, arrow keys, Space). Placeholders get their own style (spec §2).
 */
export const LandingOrderRow = ({ property, index, compact }: { property: LandingRow; index: number; compact: boolean }) => (
  <SortableItem draggableId={String(property.id)} index={index}>
    {(provided, snapshot) => (
      <TableRow
        ref={provided.innerRef}
        {...provided.draggableProps}
        data-property-id={property.id}
        data-placeholder={isPlaceholder(property) || undefined}
        data-dragging={snapshot.isDragging || undefined}
        sx={isPlaceholder(property) ? placeholderRowSx : undefined}
      >
        <TableCell padding="checkbox" sx={{ width: 48 }}>
          <DragHandle
            handleProps={provided.dragHandleProps}
            label={landingOrderTexts.moveHandle(property.listingTitle)}
            title={landingOrderTexts.dragHandle}
          />
        </TableCell>
        <TableCell align="right" sx={{ width: 64, px: compact ? 1 : undefined }}>
          {property.displayOrder}
        </TableCell>
        {!compact && <TableCell sx={{ whiteSpace: 'nowrap' }}>{property.propertyReference}</TableCell>}
        <TableCell>
          <PropertyNameCell property={property} />
          {compact && <CompactDetails property={property} />}
        </TableCell>
        {!compact && (
          <>
            <TableCell className={hideBelow(LANDING_COLUMN_FOLDS.category)}>{property.category}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{property.propertyStatus}</TableCell>
            {LANDING_FLAGS.map((flag) => (
              <TableCell key={flag} className={hideBelow(LANDING_COLUMN_FOLDS[flag])}>
                <YesNo value={property[flag]} />
              </TableCell>
            ))}
          </>
        )}
      </TableRow>
    )}
  </SortableItem>
);
