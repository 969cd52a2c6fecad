import { useFormContext, useWatch } from 'react-hook-form';
import { QuerySelectInput } from '../../components/QuerySelectInput';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { fullRow } from '../properties/shared/FormSection';
import { useAgencies, useSellerCompanies } from '../properties/shared/useFormChoices';
import { userTexts } from './messages';
import { AGENT_ROLE_TYPE } from '@common/role-types';
import { useRoleTypes } from './useRoleTypes';
import { requiredValue } from './userValidation';

const labels = userTexts.fields;

/** An optional select's empty choice reads '' in the form: the API's null. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/**
 * The role type, the agency and the seller company (spec §2 'User Details'). Spec §4: the
 * agency is enabled only for an Agent, and picking another role clears it, so a former
 * agent does not keep an agency the screen no longer shows as theirs.
 */
export const RoleAgencyInputs = () => {
  const { getValues, setValue } = useFormContext();
  const roleTypeId = useWatch<{ userRoleTypeId?: number | null }>({ name: 'userRoleTypeId' });
  const roleTypes = useRoleTypes();
  const agencies = useAgencies();
  const sellers = useSellerCompanies();
  const isAgent = roleTypeId === AGENT_ROLE_TYPE;

  // Called once the form holds the newly picked role.
  const leaveAgency = () => {
    if (getValues('userRoleTypeId') !== AGENT_ROLE_TYPE) setValue('agencyId', null, { shouldDirty: true });
  };

  return (
    <>
      {roleTypes.error ? (
        <LoadErrorAlert message={userTexts.roleTypesError} onRetry={() => void roleTypes.refetch()} retrying={roleTypes.isFetching} />
      ) : (
        <QuerySelectInput
          source="userRoleTypeId"
          label={labels.userRoleTypeId}
          query={roleTypes}
          optionText="title"
          validate={requiredValue}
          onChange={leaveAgency}
        />
      )}
      <QuerySelectInput
        source="agencyId"
        label={labels.agencyId}
        query={agencies}
        optionText="agencyName"
        disabled={!isAgent}
        // Required, and marked so, once the role is Agent (spec §4: an agent belongs to an agency).
        validate={isAgent ? requiredValue : undefined}
        parse={emptyAsNull}
        helperText={isAgent ? false : userTexts.agentsOnly}
      />
      <QuerySelectInput
        source="sellerCompanyId"
        label={labels.sellerCompanyId}
        query={sellers}
        optionText="companyName"
        emptyText={userTexts.noSellerCompany}
        parse={emptyAsNull}
        sx={fullRow}
      />
    </>
  );
};
