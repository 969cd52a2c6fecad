import { Typography } from '@mui/material';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { FormToolbar } from './FormToolbar';
import { userTexts } from './messages';
import type { UserFormValues } from './types';
import { UserInputs } from './UserInputs';
import { newUserPayload } from './userPayload';
import { UnsavedChangesWarning } from '../../components/UnsavedChangesWarning';

/**
 * Spec §2 'Add User' at '/add-user': the same fields as the details screen, plus an optional
 * first password. On success the list opens at the spec's '/manage-users'; a failure reads
 * the spec's message (resource config) and a refused field shows under its input.
 */
export const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2, px: { xs: 1, sm: 0 } }}>
        {userTexts.createTitle}
      </Typography>
      <Create
        title={userTexts.createTitle}
        transform={(values: UserFormValues) => newUserPayload(values)}
        mutationOptions={{
          onSuccess: () => {
            notify(userTexts.created, { type: 'success' });
            redirect('/manage-users');
          },
        }}
      >
        <SimpleForm toolbar={<FormToolbar />}>
          <UserInputs withPassword />
          <UnsavedChangesWarning />
        </SimpleForm>
      </Create>
    </>
  );
};
