import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse } from '@mui/material';
import { useId, useState } from 'react';
import { changeLines } from './activityFormat';
import { activityTexts } from './messages';
import type { ActivityEntry } from './types';

/**
 * The comments; for an admin change (whose comment is its description) a toggle that lists
 * each changed field as 'field: from → to'. Inside the cell, so the table keeps its seven columns.
 */
export const CommentsCell = ({ entry }: { entry: ActivityEntry }) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const lines = changeLines(entry.changes);
  return (
    <Box sx={{ maxWidth: 420 }}>
      {entry.comments}
      {lines.length > 0 && (
        <>
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={listId}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => setOpen(!open)}
            sx={{ display: 'flex', px: 0.5, minWidth: 0 }}
          >
            {activityTexts.showChanges(lines.length)}
          </Button>
          <Collapse in={open} id={listId}>
            <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'caption', wordBreak: 'break-word' }}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </Collapse>
        </>
      )}
    </Box>
  );
};
