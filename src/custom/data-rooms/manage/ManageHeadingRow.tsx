import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, IconButton } from '@mui/material';
import { memo } from 'react';
import type { DataRoomItem } from '@common/api/data-rooms';
import { HeadingRow } from '../view/HeadingRow';
import { manageTexts } from './messages';
import { FoldSpacer, RowAction } from './RowAction';
import { MANAGE_INDENT_PX, visibilityMarks } from './rowMarks';
import type { RowHandlers } from './rowHandlers';
import { VisibilityAction } from './VisibilityAction';

/** Spec §9: external due-diligence request buttons appear on headings of levels 1 to 4. */
const takesRequests = (level: number) => level >= 1 && level <= 4;

/**
 * A heading on the Manage Datarooms tab: its fold button (levels 1 and 2), then upload, the two
 * request modals and show/hide (none for a user who may not change the data room). Memoised: folding one heading re-renders only the rows that change.
 */
export const ManageHeadingRow = memo(function ManageHeadingRow({
  item,
  number,
  done = 0,
  required = 0,
  folded,
  underHidden,
  handlers,
}: {
  item: DataRoomItem;
  number?: string;
  /** Its required documents, and how many are published (numbers, so an unchanged row is not re-rendered). */
  done?: number;
  required?: number;
  /** true or false for a heading that folds; undefined for one that does not. */
  folded?: boolean;
  underHidden: boolean;
  handlers: RowHandlers;
}) {
  const name = number ? `${number} ${item.displayName}` : item.displayName;
  const fold =
    folded === undefined ? (
      <FoldSpacer />
    ) : (
      <IconButton
        size="small"
        sx={{ p: 0, mt: '1px' }}
        aria-expanded={!folded}
        aria-label={folded ? manageTexts.expand(name) : manageTexts.collapse(name)}
        onClick={() => handlers.onFold(item.id)}
      >
        {folded ? <ChevronRightIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </IconButton>
    );
  return (
    <HeadingRow
      item={item}
      number={number}
      progress={{ done, required }}
      frame={{ fold, indent: MANAGE_INDENT_PX, sx: visibilityMarks(item.isVisible, underHidden) }}
      struck={!item.isVisible}
      actions={
        handlers.may.change && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
            <RowAction label={manageTexts.upload.open(name)} onClick={() => handlers.onOpen({ kind: 'upload', item })}>
              <UploadFileIcon fontSize="small" />
            </RowAction>
            {takesRequests(item.level) && (
              <>
                <RowAction label={manageTexts.requests.file.open(name)} onClick={() => handlers.onOpen({ kind: 'file', item })}>
                  <NoteAddOutlinedIcon fontSize="small" />
                </RowAction>
                <RowAction label={manageTexts.requests.text.open(name)} onClick={() => handlers.onOpen({ kind: 'text', item })}>
                  <HelpOutlineIcon fontSize="small" />
                </RowAction>
              </>
            )}
            <VisibilityAction item={item} name={name} onToggle={handlers.onToggleVisibility} />
          </Box>
        )
      }
    />
  );
});
