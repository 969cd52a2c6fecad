import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Box, Link, Typography } from '@mui/material';
import type { DataRoomItem } from '@common/api/data-rooms';
import { formatFileSize } from '../../../components/upload/formatFileSize';
import { FileStateChip } from './FileStateChip';
import { dataRoomTexts } from './messages';
import { TreeRow, type ManagedRowProps } from './TreeRow';

/**
 * A file: its name opens the preview dialog (given `onOpen`: not for support staff, who may not
 * read the file itself); its size and review state beside it. The Manage Datarooms tab adds its
 * actions and its visibility marks.
 */
export const FileRow = ({
  item,
  onOpen,
  frame,
  actions,
  struck,
}: { item: DataRoomItem; onOpen?: (item: DataRoomItem) => void } & ManagedRowProps) => {
  const name = item.fileName ?? item.displayName;
  const nameSx = { textAlign: 'left', overflowWrap: 'anywhere', minWidth: 0, textDecoration: struck ? 'line-through' : undefined } as const;
  return (
    <TreeRow level={item.level} icon={<InsertDriveFileOutlinedIcon fontSize="small" />} {...frame}>
      {onOpen ? (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => onOpen(item)}
          aria-label={dataRoomTexts.file.open(name)}
          sx={nameSx}
        >
          {name}
        </Link>
      ) : (
        <Typography variant="body2" sx={nameSx}>
          {name}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatFileSize(item.fileSize)}
      </Typography>
      <FileStateChip item={item} />
      {actions && <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center' }}>{actions}</Box>}
    </TreeRow>
  );
};
