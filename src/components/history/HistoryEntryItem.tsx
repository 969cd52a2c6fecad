import DownloadIcon from '@mui/icons-material/Download';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, ListItem, Typography } from '@mui/material';
import type { HistoryEntry } from '@common/api/history';
import { changeLines } from '../../resources/activity/activityFormat';
import { DateCell } from '../../resources/activity/DateCell';
import { historyTexts } from './messages';

/** One entry of the panel: what happened, when and by whom, then each field as 'field: from → to'; a download with its icon. */
export const HistoryEntryItem = ({ entry }: { entry: HistoryEntry }) => {
  const lines = changeLines(Object.fromEntries(entry.changes.map(({ field, from, to }) => [field, { from, to }])));
  const Icon = entry.kind === 'download' ? DownloadIcon : EditNoteIcon;
  return (
    <ListItem divider alignItems="flex-start" sx={{ gap: 1.5, px: 0 }} data-kind={entry.kind}>
      <Icon
        fontSize="small"
        color={entry.kind === 'download' ? 'primary' : 'action'}
        titleAccess={entry.kind === 'download' ? historyTexts.download : undefined}
        aria-hidden={entry.kind !== 'download'}
        sx={{ mt: 0.25 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.description}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          <DateCell occurredAt={entry.at} inline /> {historyTexts.by(entry.adminName)}
        </Typography>
        {lines.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'caption', wordBreak: 'break-word' }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        )}
      </Box>
    </ListItem>
  );
};
