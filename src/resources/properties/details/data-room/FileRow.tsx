import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Link, Typography } from '@mui/material';
import type { DataRoomItem } from '@common/api/data-rooms';
import { formatFileSize } from './dataRoomFiles';
import { FileStateChip } from './FileStateChip';
import { dataRoomTexts } from './messages';
import { TreeRow } from './TreeRow';

/** A file: its name opens the preview dialog; its size and review state beside it. */
export const FileRow = ({ item, onOpen }: { item: DataRoomItem; onOpen: (item: DataRoomItem) => void }) => {
  const name = item.fileName ?? item.displayName;
  return (
    <TreeRow level={item.level} icon={<InsertDriveFileOutlinedIcon fontSize="small" />}>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => onOpen(item)}
        aria-label={dataRoomTexts.file.open(name)}
        sx={{ textAlign: 'left', overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {name}
      </Link>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatFileSize(item.fileSize)}
      </Typography>
      <FileStateChip item={item} />
    </TreeRow>
  );
};
