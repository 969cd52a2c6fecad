import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { propertyLabel } from './activityStyles';
import type { ActivityEntry } from './types';

/** Spec §2: the property title (a link to its details), or a dash. */
export const PropertyCell = ({ entry }: { entry: ActivityEntry }) => {
  const label = propertyLabel(entry.propertyTitle);
  if (entry.propertyId == null || label === '-') return <>{label}</>;
  return (
    <Link component={RouterLink} to={`/properties/${entry.propertyId}`} underline="hover">
      {label}
    </Link>
  );
};
