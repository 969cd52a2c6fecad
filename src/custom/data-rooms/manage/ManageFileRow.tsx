import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Checkbox } from '@mui/material';
import { memo } from 'react';
import type { DataRoomItem } from '@common/api/data-rooms';
import { FileRow } from '../view/FileRow';
import { manageTexts } from './messages';
import { FoldSpacer, RowAction } from './RowAction';
import { MANAGE_INDENT_PX, visibilityMarks } from './rowMarks';
import type { RowHandlers } from './rowHandlers';
import { VisibilityAction } from './VisibilityAction';

const texts = manageTexts.file;

/**
 * A file on the Manage Datarooms tab: publish, reject with a reason, its versions, download,
 * show/hide; each as the user may (`handlers.may`).
 */
export const ManageFileRow = memo(function ManageFileRow({
  item,
  underHidden,
  handlers,
  highlighted = false,
  selected = false,
}: {
  item: DataRoomItem;
  underHidden: boolean;
  handlers: RowHandlers;
  /** The file a link pointed at (the inbox's). */
  highlighted?: boolean;
  /** Among the files to publish at once. */
  selected?: boolean;
}) {
  const name = item.fileName ?? item.displayName;
  const { change, download } = handlers.may;
  const pending = !item.isPublished && !item.isRejected;
  // Where the fold button of a heading is: a pending file's box, to publish several at once.
  const fold =
    change && pending ? (
      <Checkbox
        size="small"
        checked={selected}
        onChange={() => handlers.onSelect(item)}
        slotProps={{ input: { 'aria-label': texts.select(name) } }}
        sx={{ p: 0, width: 24, height: 24, flexShrink: 0 }}
      />
    ) : (
      <FoldSpacer />
    );
  return (
    <FileRow
      item={item}
      onOpen={download ? () => handlers.onOpen({ kind: 'preview', item }) : undefined}
      frame={{ fold, indent: MANAGE_INDENT_PX, sx: visibilityMarks(item.isVisible, underHidden), highlighted }}
      struck={!item.isVisible}
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {change && (
            <>
              <RowAction label={texts.publish(name)} color="success" disabled={item.isPublished} onClick={() => handlers.onPublish(item)}>
                <CheckCircleOutlineIcon fontSize="small" />
              </RowAction>
              <RowAction label={texts.reject(name)} color="error" onClick={() => handlers.onOpen({ kind: 'reject', item })}>
                <DoNotDisturbOnOutlinedIcon fontSize="small" />
              </RowAction>
            </>
          )}
          <RowAction label={texts.versions(name)} onClick={() => handlers.onOpen({ kind: 'versions', item })}>
            <HistoryIcon fontSize="small" />
          </RowAction>
          {download && (
            <RowAction label={texts.download(name)} onClick={() => handlers.onDownload(item.fileId!, name)}>
              <DownloadIcon fontSize="small" />
            </RowAction>
          )}
          {change && <VisibilityAction item={item} name={name} onToggle={handlers.onToggleVisibility} />}
        </Box>
      }
    />
  );
});
