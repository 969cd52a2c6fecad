import { Card } from '@mui/material';
import { Suspense } from 'react';
import { Edit, SimpleForm, useNotify, WithRecord } from 'react-admin';
import { BUYER_ROLE_TYPE } from '@common/role-types';
import { useFormAccess } from '../../auth/useFormAccess';
import { DetailsHeading } from '../../components/details/BackLink';
import { DETAILS_EDIT } from '../../components/details/detailsEditProps';
import { DetailsLoadError } from '../../components/details/DetailsLoadError';
import { RecordName } from '../../components/details/RecordName';
import { FormToolbar } from './FormToolbar';
import { userTexts } from './messages';
import { ResetPasswordForm } from './ResetPasswordForm';
import type { UserFormValues, UserRecord } from './types';
import { UserActiveInput } from './UserActiveInput';
import { UserInputs } from './UserInputs';
import { userUpdatePayload } from './userPayload';
import { UnsavedChangesWarning } from '../../components/UnsavedChangesWarning';
import { FocusFirstInvalid } from '../../components/FocusFirstInvalid';
import { RecordConflictAlert } from '../../components/edit-conflict/RecordConflictAlert';
import { useEditConflict } from '../../components/edit-conflict/useEditConflict';
import { lazyNamed } from '../../components/lazyNamed';

const BuyerPath = lazyNamed(() => import('../../custom/buyer-path/BuyerPath'), 'BuyerPath');

/** Spec §8: 'User not found' for an unknown id, else 'Failed to load user details' with a retry. */
const UserLoadError = () => <DetailsLoadError notFound={userTexts.notFound} loadError={userTexts.detailLoadError} />;

/**
 * Spec §2 'User Details' at '/users/{id}': every field of the user and its Active switch, then
 * the reset-password form. Saved pessimistically, so a refused email (409) or field (400) shows
 * under its input and the form keeps what was typed; other failures read the spec's message
 * (resource config).
 */
export const UserEdit = () => {
  const notify = useNotify();
  const { conflict, onError, clear } = useEditConflict();
  const access = useFormAccess(<FormToolbar />);
  return (
    <>
      <DetailsHeading title={userTexts.detailTitle} back={{ to: '/users', label: userTexts.backToUsers }} />
      <Edit
        {...DETAILS_EDIT}
        error={<UserLoadError />}
        transform={(values: UserFormValues, options?: { previousData?: UserRecord }) => userUpdatePayload(values, options?.previousData)}
        mutationOptions={{
          onSuccess: () => {
            clear();
            notify(userTexts.updated, { type: 'success' });
          },
          onError: (error: unknown) => onError(error, (error as Error).message),
        }}
        component="div"
      >
        <RecordName />
        {conflict && <RecordConflictAlert conflict={conflict} onReloaded={clear} />}
        <Card>
          <SimpleForm {...access}>
            <UserInputs />
            <UserActiveInput />
            <UnsavedChangesWarning />
            <FocusFirstInvalid />
          </SimpleForm>
        </Card>
        {/* Issue 33: a buyer's path through the properties they touched (the stored role: a role being edited is not saved yet). */}
        <WithRecord<UserRecord>
          render={(user) =>
            user.userRoleTypeId === BUYER_ROLE_TYPE && (
              <Suspense fallback={null}>
                <BuyerPath buyerId={user.id} />
              </Suspense>
            )
          }
        />
        {/* On a phone the form's Save bar is fixed to the bottom of the window: room to scroll past it. */}
        {/* Support staff set nobody's password: the form would show them nothing of the user. */}
        {!access.disabled && (
          <Card sx={{ mt: 2, mb: { xs: 10, sm: 2 } }}>
            <WithRecord<UserRecord> render={(user) => <ResetPasswordForm userId={user.id} />} />
          </Card>
        )}
      </Edit>
    </>
  );
};
