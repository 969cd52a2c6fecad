import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { Box, Typography } from '@mui/material';
import type { DataRoomItem } from '@common/api/data-rooms';
import type { DocumentProgress } from './documentProgress';
import { dataRoomTexts } from './messages';
import { TreeRow, type ManagedRowProps } from './TreeRow';

/**
 * A heading: its index number and name, and how many of its required documents are published.
 * The Manage Datarooms tab adds its fold button, its actions and its visibility marks.
 */
export const HeadingRow = ({
  item,
  number,
  progress,
  frame,
  actions,
  struck,
}: {
  item: Pick<DataRoomItem, 'level' | 'displayName'>;
  number?: string;
  progress?: DocumentProgress;
} & ManagedRowProps) => {
  // What it counts, in words where there is room; on a narrow screen the figures, the words as their tooltip.
  const counts = progress && progress.required > 0 && (
    <Typography
      variant="caption"
      color={progress.done === progress.required ? 'success.main' : 'text.secondary'}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
        {dataRoomTexts.progressLabel(progress)}
      </Box>
      <Box component="span" title={dataRoomTexts.progressLabel(progress)} sx={{ display: { xs: 'inline', md: 'none' } }}>
        {dataRoomTexts.progress(progress)}
      </Box>
    </Typography>
  );
  return (
    <TreeRow level={item.level} icon={<FolderOutlinedIcon fontSize="small" />} {...frame}>
      <Typography
        variant="body2"
        sx={{
          fontWeight: item.level <= 1 ? 600 : 500,
          overflowWrap: 'anywhere',
          minWidth: 0,
          textDecoration: struck ? 'line-through' : undefined,
        }}
      >
        {number && (
          <Typography component="span" variant="inherit" color="text.secondary" sx={{ mr: 1 }}>
            {number}
          </Typography>
        )}
        {item.displayName}
      </Typography>
      {(counts || actions) && (
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
          {counts}
          {actions}
        </Box>
      )}
    </TreeRow>
  );
};
