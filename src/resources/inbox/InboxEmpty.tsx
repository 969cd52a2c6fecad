import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Card, Typography } from '@mui/material';
import { inboxTexts } from './messages';

/** Nothing waits anywhere: said plainly, with what would show here. */
export const InboxEmpty = () => (
  <Card sx={{ mt: 2 }}>
    <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography variant="h6" component="p">
        {inboxTexts.empty}
      </Typography>
      <Typography variant="body2">{inboxTexts.emptyHint}</Typography>
    </Box>
  </Card>
);
