import { Card, Typography } from '@mui/material';
import { Edit, Loading, SimpleForm, useNotify, WithRecord } from 'react-admin';
import { DetailsLoadError } from '../../components/details/DetailsLoadError';
import { FormToolbar } from './FormToolbar';
import { userTexts } from './messages';
import { ResetPasswordForm } from './ResetPasswordForm';
import type { UserFormValues, UserRecord } from './types';
import { UserInputs } from './UserInputs';
import { userPayload } from './userPayload';

/** The screen shows its own load error: no toast, no redirect to the list. */
const quietLoad = { onError: () => undefined };

/** Spec §8: 'User not found' for an unknown id, else 'Failed to load user details' with a retry. */
const UserLoadError = () => (
  <DetailsLoadError
    notFound={userTexts.notFound}
    loadError={userTexts.detailLoadError}
    back={{ to: '/users', label: userTexts.backToUsers }}
  />
);

/**
 * Spec §2 'User Details' at '/users/{id}': every field of the user, then the reset-password
 * form. Saved pessimistically, so a refused email (409) or field (400) shows under its input
 * and the form keeps what was typed; other failures read the spec's message (resource config).
 */
export const UserEdit = () => {
  const notify = useNotify();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2, px: { xs: 1, sm: 0 } }}>
        {userTexts.detailTitle}
      </Typography>
      <Edit
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={quietLoad}
        loading={<Loading />}
        error={<UserLoadError />}
        transform={(values: UserFormValues) => userPayload(values)}
        mutationOptions={{ onSuccess: () => notify(userTexts.updated, { type: 'success' }) }}
        component="div"
      >
        <Card>
          <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar />}>
            <UserInputs />
          </SimpleForm>
        </Card>
        {/* On a phone the form's Save bar is fixed to the bottom of the window: room to scroll past it. */}
        <Card sx={{ mt: 2, mb: { xs: 10, sm: 2 } }}>
          <WithRecord<UserRecord> render={(user) => <ResetPasswordForm userId={user.id} />} />
        </Card>
      </Edit>
    </>
  );
};
