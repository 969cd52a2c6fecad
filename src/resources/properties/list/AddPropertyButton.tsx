import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { Button } from 'react-admin';
import { propertyListTexts } from './messages';

/** The create form lives at the spec's '/add-property', not react-admin's '/properties/create'. */
export const AddPropertyButton = ({ variant }: { variant?: 'text' | 'contained' }) => (
  <Button component={Link} to="/add-property" label={propertyListTexts.addProperty} variant={variant}>
    <AddIcon />
  </Button>
);
