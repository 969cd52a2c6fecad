import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { manageTexts } from './messages';

const texts = manageTexts.file;

/**
 * The pending files chosen in a round, and what to do with them: publish them all in one
 * request, or let them go. It stays at the top of the window while the round scrolls.
 */
export const SelectionBar = ({
  count,
  busy,
  onPublish,
  onClear,
}: {
  count: number;
  busy: boolean;
  onPublish: () => void;
  onClear: () => void;
}) => (
  <Paper
    role="region"
    aria-label={texts.selected(count)}
    elevation={2}
    sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 2, px: 2, py: 1, bgcolor: 'background.paper' }}
  >
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ mr: 'auto' }} aria-live="polite">
        {texts.selected(count)}
      </Typography>
      <Button size="small" onClick={onClear} disabled={busy}>
        {texts.clearSelection}
      </Button>
      <Button size="small" variant="contained" color="success" startIcon={<CheckCircleOutlineIcon />} onClick={onPublish} disabled={busy}>
        {texts.publishSelected}
      </Button>
    </Stack>
  </Paper>
);
