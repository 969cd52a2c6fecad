import { Chip } from '@mui/material';
import { toneText } from '../../components/toneText';
import { statusStyle, type StatusStyle } from './activityStyles';

const TONES: Record<StatusStyle, 'info' | 'warning' | null> = {
  information: 'info',
  wip: 'warning',
  default: null,
};

/**
 * Spec §2: the status styles information, wip and default. Outlined, so it is not mistaken
 * for a nature; the text is darker than the border, since amber text on white is hard to read.
 */
export const StatusChip = ({ status }: { status: string }) => {
  const style = statusStyle(status);
  const tone = TONES[style];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={status}
      data-status-style={style}
      sx={(theme) => (tone ? { borderColor: theme.palette[tone].main, color: toneText(theme, theme.palette[tone].main, 0.35) } : {})}
    />
  );
};
