import LockIcon from '@mui/icons-material/Lock';
import { Chip } from '@mui/material';
import { READ_ONLY_TEXT } from '../auth/access';
import { useAccess } from '../auth/useCan';

/** Tells support staff, on every screen, why there is nothing to save or add. */
export const ReadOnlyBadge = () =>
  useAccess('edit').canAccess === false ? (
    <Chip
      icon={<LockIcon />}
      label="Read only"
      title={READ_ONLY_TEXT}
      aria-label={READ_ONLY_TEXT}
      size="small"
      variant="outlined"
      sx={{ color: 'inherit', borderColor: 'currentColor', '& .MuiChip-icon': { color: 'inherit' } }}
    />
  ) : null;
