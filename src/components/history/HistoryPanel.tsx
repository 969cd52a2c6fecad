import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, CircularProgress, Drawer, IconButton, List, Typography } from '@mui/material';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { HistoryEntity } from '@common/api/history';
import { LoadErrorAlert } from '../LoadErrorAlert';
import { HistoryEntryItem } from './HistoryEntryItem';
import { activityLogPath } from './historyPaths';
import { historyTexts } from './messages';
import { useHistory } from './useHistory';

export interface HistoryPanelProps {
  entityType: HistoryEntity;
  id: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Issue 33 'Each record's history': a drawer beside the details screen listing the record's audit
 * trail, newest first, a page at a time; the Activity Log filtered to the record, where it can be.
 */
export const HistoryPanel = ({ entityType, id, open, onClose }: HistoryPanelProps) => {
  const titleId = useId();
  const history = useHistory(entityType, id, open);
  const logPath = activityLogPath(entityType, id);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 440 }, p: 2 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {historyTexts.title}
        </Typography>
        {logPath && (
          <Button component={Link} to={logPath} size="small" onClick={onClose}>
            {historyTexts.openInActivityLog}
          </Button>
        )}
        <IconButton aria-label={historyTexts.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {history.isPending && <CircularProgress size={24} sx={{ m: 2 }} aria-label={historyTexts.title} />}
      {history.isError && !history.isFetching && <LoadErrorAlert message={historyTexts.loadError} onRetry={() => void history.refetch()} />}
      {history.isSuccess && history.entries.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {historyTexts.empty}
        </Typography>
      )}
      {history.entries.length > 0 && (
        <List aria-labelledby={titleId} disablePadding>
          {history.entries.map((entry) => (
            <HistoryEntryItem key={entry.id} entry={entry} />
          ))}
        </List>
      )}
      {history.hasNextPage && (
        <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage} sx={{ mt: 1, alignSelf: 'flex-start' }}>
          {historyTexts.loadMore}
        </Button>
      )}
    </Drawer>
  );
};
