import { SaveButton, Toolbar } from 'react-admin';

/**
 * Save only: users are not deleted from here. Always enabled, so that pressing it on an
 * untouched form marks every required field.
 */
export const FormToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);
