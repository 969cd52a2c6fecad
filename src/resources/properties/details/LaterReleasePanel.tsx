import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Typography } from '@mui/material';
import { detailsTexts } from './messages';

/** A tab whose screen belongs to a later issue (media, vault, data rooms). */
export const LaterReleasePanel = ({ tab }: { tab: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 3, color: 'text.secondary' }}>
    <ScheduleIcon />
    <Typography>{detailsTexts.laterRelease(tab)}</Typography>
  </Box>
);
