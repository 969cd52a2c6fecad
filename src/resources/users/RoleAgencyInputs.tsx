import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { fullRow } from '../properties/shared/FormSection';
import { useAgencies, useSellerCompanies } from '../properties/shared/useFormChoices';
import { userTexts } from './messages';
import { AGENT_ROLE_TYPE } from '@common/role-types';
import { useRoleTypes } from './useRoleTypes';
import { agencyForAgent, requiredValue } from './userValidation';

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
        <SelectInput
          source="userRoleTypeId"
          label={labels.userRoleTypeId}
          choices={roleTypes.data ?? []}
          optionText="title"
          isPending={roleTypes.isPending}
          validate={requiredValue}
          onChange={leaveAgency}
        />
      )}
      <SelectInput
        source="agencyId"
        label={labels.agencyId}
        choices={agencies.data ?? []}
        optionText="agencyName"
        isPending={agencies.isPending}
        disabled={!isAgent}
        validate={agencyForAgent}
        parse={emptyAsNull}
        helperText={isAgent ? false : userTexts.agentsOnly}
      />
      <SelectInput
        source="sellerCompanyId"
        label={labels.sellerCompanyId}
        choices={sellers.data ?? []}
        optionText="companyName"
        isPending={sellers.isPending}
        emptyText={userTexts.noSellerCompany}
        parse={emptyAsNull}
        sx={fullRow}
      />
    </>
  );
};
