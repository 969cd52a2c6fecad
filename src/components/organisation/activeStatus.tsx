import { Chip } from '@mui/material';
import { NullableBooleanInput } from 'react-admin';
import { organisationTexts } from './messages';

const { status } = organisationTexts;

/** Spec §2: the Status column reads Active or Inactive, as a badge. Sellers, agencies and users. */
export const ActiveBadge = ({ isActive }: { isActive: boolean }) => (
  <Chip
    size="small"
    label={isActive ? status.active : status.inactive}
    color={isActive ? 'success' : 'default'}
    variant={isActive ? 'filled' : 'outlined'}
  />
);

/** A list's Status filter on isActive: Active, Inactive, or (empty) Any. Sellers, agencies and users. */
export const ActiveFilterInput = (props: { source: string; label: string; alwaysOn?: boolean }) => (
  <NullableBooleanInput {...props} nullLabel={status.any} trueLabel={status.active} falseLabel={status.inactive} sx={{ minWidth: 140 }} />
);
