import { SimpleForm } from 'react-admin';
import { FormToolbar } from './FormToolbar';
import { userTexts } from './messages';
import type { UserFormValues } from './types';
import { UserInputs } from './UserInputs';
import { newUserPayload } from './userPayload';
import { CreatePage } from '../../components/details/CreatePage';
import { UnsavedChangesWarning } from '../../components/UnsavedChangesWarning';
import { FocusFirstInvalid } from '../../components/FocusFirstInvalid';

/**
 * Spec §2 'Add User' at '/add-user': the same fields as the details screen, plus an optional
 * first password. On success the list opens at the spec's '/manage-users'; a failure reads
 * the spec's message (resource config) and a refused field shows under its input.
 */
export const UserCreate = () => (
  <CreatePage<UserFormValues>
    title={userTexts.createTitle}
    created={userTexts.created}
    redirectTo="/manage-users"
    transform={(values) => newUserPayload(values)}
  >
    <SimpleForm toolbar={<FormToolbar />}>
      <UserInputs withPassword />
      <UnsavedChangesWarning />
      <FocusFirstInvalid />
    </SimpleForm>
  </CreatePage>
);
