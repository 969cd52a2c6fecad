import { AddButton } from '../../../components/record-list/AddButton';
import { propertyListTexts } from './messages';

/** The create form lives at the spec's '/add-property', not react-admin's '/properties/create'. */
export const AddPropertyButton = ({ variant }: { variant?: 'text' | 'contained' }) => (
  <AddButton to="/add-property" label={propertyListTexts.addProperty} variant={variant} />
);
