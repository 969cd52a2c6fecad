import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ExtDdRequest } from '@common/api/data-rooms';
import { highlightKey, useHighlighted } from '../../../components/highlight';
import { formatOccurredAt } from '../../../resources/activity/activityFormat';
import { dataRoomTexts } from './messages';
import { TreeRow } from './TreeRow';

const texts = dataRoomTexts.extDd;

/**
 * One external request, beneath its heading: what kind, its title and body, who asked and when,
 * and once marked answered, by whom, when and how; `action` is an admin's 'Mark answered'.
 */
export const ExtDdRequestRow = ({ request, action }: { request: ExtDdRequest; action?: ReactNode }) => {
  const { date, time, iso } = formatOccurredAt(request.createdAt);
  const highlighted = useHighlighted() === highlightKey('request', request.id);
  return (
    <TreeRow
      highlighted={highlighted}
      level={request.heading.level + 1}
      icon={request.requestType === 'file' ? <NoteAddOutlinedIcon fontSize="small" /> : <HelpOutlineIcon fontSize="small" />}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            color={request.requestType === 'file' ? 'primary' : 'secondary'}
            label={texts.kinds[request.requestType]}
          />
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
            {request.title}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {request.body}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          <time dateTime={iso}>{texts.requested(request.requestedBy, `${date} ${time}`)}</time>
        </Typography>
        {request.answeredAt && <AnsweredLine request={request} />}
      </Box>
      {!request.answeredAt && action}
    </TreeRow>
  );
};

/** Who marked the request answered, when, and their note. */
const AnsweredLine = ({ request }: { request: ExtDdRequest }) => {
  const { date, time, iso } = formatOccurredAt(request.answeredAt!);
  return (
    <Typography variant="body2" component="p" sx={{ mt: 0.5, color: 'success.main', overflowWrap: 'anywhere' }}>
      <time dateTime={iso}>{texts.answered(request.answeredBy, `${date} ${time}`)}</time>: {request.answeredNote}
    </Typography>
  );
};
