import { Box, Typography } from '@mui/material';
import { formatOccurredAt } from './activityFormat';

/**
 * The day, with the time on a smaller line (or after it, `inline`, in a card); the exact
 * instant is the element's tooltip.
 */
export const DateCell = ({ occurredAt, inline = false }: { occurredAt: string | Date; inline?: boolean }) => {
  const { date, time, iso } = formatOccurredAt(occurredAt);
  if (inline) {
    return (
      <Typography component="time" dateTime={iso} title={iso} variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {date} {time}
      </Typography>
    );
  }
  return (
    <Box component="time" dateTime={iso} title={iso} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {date}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {time}
      </Typography>
    </Box>
  );
};
