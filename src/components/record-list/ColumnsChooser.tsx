import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Box, IconButton, Popover, Tooltip } from '@mui/material';
import { useState, type RefCallback } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';

/**
 * react-admin's list of a DataTable's columns marks each column's switch up as an `option` of a
 * `menu`, which holds neither (axe: aria-required-children, aria-required-parent and
 * nested-interactive; WCAG 1.3.1 and 4.1.2). Without those roles it is what it shows: a list of
 * switches, each named by its column. react-admin sets the roles once, as it draws the list.
 */
const plainList: RefCallback<HTMLElement> = (box) => {
  if (!box) return;
  const mend = () => box.querySelectorAll('[role="menu"], [role="option"]').forEach((element) => element.removeAttribute('role'));
  mend();
  const observer = new MutationObserver(mend);
  observer.observe(box, { childList: true, subtree: true });
  return () => observer.disconnect();
};

/**
 * The column chooser of a list's DataTable (issue 32, saved views): react-admin's ColumnsButton,
 * whose choices the DataTable draws into this popover by its id (`<resource>.datatable`, the
 * DataTable's default store key, then '-columnsSelector'), which is kept mounted for that.
 */
export const ColumnsChooser = () => {
  const resource = useResourceContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = useTranslate()('ra.action.select_columns');
  // An icon named 'Columns': with its label, the toolbar pushed Manage Properties' third filter to a second line at 1280 px.
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={!!anchor}
          color="primary"
          size="small"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ViewWeekIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        keepMounted
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Box id={`${resource}.datatable-columnsSelector`} ref={plainList} sx={{ px: 1, minWidth: 200 }} />
      </Popover>
    </>
  );
};
