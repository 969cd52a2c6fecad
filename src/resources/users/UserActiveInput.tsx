import { useGetIdentity, useRecordContext } from 'react-admin';
import { OWN_DEACTIVATION_REFUSED } from '@common/api/users';
import { ActiveInput } from '../../components/organisation/OrganisationFields';
import { FormSection } from '../properties/shared/FormSection';
import { userTexts } from './messages';
import type { UserRecord } from './types';

/**
 * User Details' Active switch (issue 28: people who leave are deactivated, never deleted). On
 * the admin's own record it is locked on and says why, as the server would refuse it.
 */
export const UserActiveInput = () => {
  const { identity } = useGetIdentity();
  const user = useRecordContext<UserRecord>();
  const own = identity !== undefined && user !== undefined && String(identity.id) === String(user.id);
  return (
    <FormSection title={userTexts.sections.access}>
      <ActiveInput locked={own} helperText={own ? OWN_DEACTIVATION_REFUSED : userTexts.activeHelp} />
    </FormSection>
  );
};
