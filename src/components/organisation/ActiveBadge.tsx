import { Chip } from '@mui/material';
import { organisationTexts } from './messages';

/** Spec §2: the Status column reads Active or Inactive, as a badge. */
export const ActiveBadge = ({ isActive }: { isActive: boolean }) => (
  <Chip
    size="small"
    label={isActive ? organisationTexts.status.active : organisationTexts.status.inactive}
    color={isActive ? 'success' : 'default'}
    variant={isActive ? 'filled' : 'outlined'}
  />
);
