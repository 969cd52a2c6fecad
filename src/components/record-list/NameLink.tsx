import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** The name column: a link to the record's details screen. */
export const NameLink = ({ to, name }: { to: string; name: string }) => (
  <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 500 }}>
    {name}
  </Link>
);
