import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { Button } from 'react-admin';
import { useCan } from '../../auth/useCan';

/**
 * The create forms live at the spec's '/add-seller', '/add-agent', '/add-portfolio', not
 * react-admin's '/{resource}/create'. Support staff, who may not create, see no Add button.
 */
export const AddButton = ({ to, label, variant }: { to: string; label: string; variant?: 'text' | 'contained' }) =>
  useCan('create') ? (
    <Button component={Link} to={to} label={label} variant={variant}>
      <AddIcon />
    </Button>
  ) : null;
