import { Toolbar } from 'react-admin';
import { SubmitButton } from '../../components/details/SubmitButton';

/**
 * Save only: users are not deleted from here. Enabled, so that pressing it on an untouched
 * form marks every required field, except while a save is under way (SubmitButton).
 */
export const FormToolbar = () => (
  <Toolbar>
    <SubmitButton />
  </Toolbar>
);
