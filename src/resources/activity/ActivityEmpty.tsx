import HistoryIcon from '@mui/icons-material/History';
import { Box, Card, Typography } from '@mui/material';
import { activityTexts } from './messages';

/** Shown when the log has no entries at all; with filters set, the table says none match instead. */
export const ActivityEmpty = () => (
  <Card sx={{ mt: 2 }}>
    <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <HistoryIcon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography variant="h6" component="p">
        {activityTexts.empty}
      </Typography>
    </Box>
  </Card>
);
