import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Divider, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { DragHandle } from '../../components/dnd/DragHandle';
import { SortableItem } from '../../components/dnd/ReorderAccess';
import { SafeHtml } from '../../components/SafeHtml';
import { ContentBlockEditor } from './ContentBlockEditor';
import { DeleteContentBlockButton } from './DeleteContentBlockButton';
import { informationTexts } from './messages';
import type { ContentItem } from './types';

/**
 * One content block: an accordion whose header holds the drag handle, the title (which opens
 * it) and the delete icon; opened, it shows the body as sanitised HTML and the inline edit.
 * The handle and the delete icon sit beside the summary button, not inside it, so no button
 * is nested in another. While a drag is under way (`compact`) only headers show, which keeps
 * the list a plain column whose sizes the drag library can measure.
 */
export const ContentBlock = ({
  item,
  index,
  compact,
  onChanged,
}: {
  item: ContentItem;
  index: number;
  compact: boolean;
  onChanged: () => void;
}) => {
  const [expanded, setExpanded] = useState(false);
  const summaryId = useId();
  const regionId = useId();

  return (
    <SortableItem draggableId={String(item.id)} index={index}>
      {(provided, snapshot) => (
        <Box
          ref={provided.innerRef}
          {...provided.draggableProps}
          role="listitem"
          aria-label={item.contentHeader}
          data-width={item.contentWidth}
          sx={{ gridColumn: item.contentWidth === 2 ? '1 / -1' : undefined, mb: compact ? 1 : 0 }}
        >
          <Accordion
            expanded={expanded}
            onChange={(_, open) => setExpanded(open)}
            disableGutters
            elevation={snapshot.isDragging ? 6 : 1}
            // A plain row, not MUI's h3: a heading around it would take the handle's and delete's names.
            slots={{ heading: 'div' }}
            slotProps={{
              transition: { unmountOnExit: true },
              region: { id: regionId, 'aria-labelledby': summaryId },
            }}
            sx={compact ? { '& .MuiCollapse-root': { display: 'none' } } : undefined}
          >
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <DragHandle handleProps={provided.dragHandleProps} label={informationTexts.dragLabel(item.contentHeader)} fill />
              <AccordionSummary
                id={summaryId}
                aria-controls={regionId}
                expandIcon={<ExpandMoreIcon />}
                sx={{ flex: 1, minWidth: 0, pl: 1 }}
              >
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.contentHeader}</Typography>
              </AccordionSummary>
              <DeleteContentBlockButton item={item} onDeleted={onChanged} />
            </Box>
            <AccordionDetails>
              <SafeHtml
                data-content-body
                html={item.contentBody}
                sx={{ typography: 'body2', overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }}
              />
              <Divider sx={{ mt: 2 }} />
              <ContentBlockEditor item={item} onSaved={onChanged} />
            </AccordionDetails>
          </Accordion>
        </Box>
      )}
    </SortableItem>
  );
};
