import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { Chip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { toneText } from '../../components/toneText';
import { natureCategory, type NatureCategory } from './activityStyles';

type Tone = 'info' | 'success' | 'primary' | 'warning';

/** One theme colour per spec category; every other nature stays neutral. */
const TONES: Record<NatureCategory, Tone | null> = {
  'property details viewed': 'info',
  'property enquiry': 'success',
  'investment enquiry': 'primary',
  'self registration': 'warning',
  default: null,
};

/** Spec §2: the nature with its category style. Admin changes carry an icon so they stand out. */
export const NatureChip = ({ nature, audit = false }: { nature: string; audit?: boolean }) => {
  const category = natureCategory(nature);
  const tone = TONES[category];
  return (
    <Chip
      size="small"
      label={nature}
      data-category={category}
      icon={audit ? <ManageHistoryIcon /> : undefined}
      // A tint with dark text reads better than a solid chip in a dense table; the default is
      // paler than any tint, so a styled category never looks like an unstyled one.
      sx={(theme) =>
        tone
          ? { bgcolor: alpha(theme.palette[tone].main, 0.16), color: toneText(theme, theme.palette[tone].main, 0.4), fontWeight: 500 }
          : { bgcolor: theme.palette.action.hover, color: theme.palette.text.secondary, fontWeight: 500 }
      }
    />
  );
};
