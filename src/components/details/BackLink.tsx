import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';

/** The way back from a record's details to its list ('Back to Properties'). */
export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small" sx={{ alignSelf: 'flex-start' }}>
    {label}
  </Button>
);
