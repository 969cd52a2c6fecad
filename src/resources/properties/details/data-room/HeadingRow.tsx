import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { Typography } from '@mui/material';
import type { DataRoomItem } from '@common/api/data-rooms';
import type { DocumentProgress } from './documentProgress';
import { dataRoomTexts } from './messages';
import { TreeRow } from './TreeRow';

/** A heading: its index number and name, and how many of its required documents are published. */
export const HeadingRow = ({
  item,
  number,
  progress,
}: {
  item: Pick<DataRoomItem, 'level' | 'displayName'>;
  number?: string;
  progress?: DocumentProgress;
}) => (
  <TreeRow level={item.level} icon={<FolderOutlinedIcon fontSize="small" />}>
    <Typography variant="body2" sx={{ fontWeight: item.level <= 1 ? 600 : 500, overflowWrap: 'anywhere', minWidth: 0 }}>
      {number && (
        <Typography component="span" variant="inherit" color="text.secondary" sx={{ mr: 1 }}>
          {number}
        </Typography>
      )}
      {item.displayName}
    </Typography>
    {progress && progress.required > 0 && (
      <Typography
        variant="caption"
        color={progress.done === progress.required ? 'success.main' : 'text.secondary'}
        title={dataRoomTexts.progressLabel(progress)}
        sx={{ ml: 'auto', whiteSpace: 'nowrap' }}
      >
        {dataRoomTexts.progress(progress)}
      </Typography>
    )}
  </TreeRow>
);
