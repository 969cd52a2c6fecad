import { SearchInput, SelectInput } from 'react-admin';
import { useAgencies } from '../properties/shared/useFormChoices';
import { userTexts } from './messages';
import { useRoleTypes } from './useRoleTypes';

const labels = userTexts.filters;

const RoleFilterInput = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const roleTypes = useRoleTypes();
  return <SelectInput {...props} choices={roleTypes.data ?? []} optionText="title" isPending={roleTypes.isPending} />;
};

const AgencyFilterInput = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const agencies = useAgencies();
  return <SelectInput {...props} choices={agencies.data ?? []} optionText="agencyName" isPending={agencies.isPending} />;
};

/**
 * The list's filters: the search (name or email) always; on a wide screen the role and the
 * agency too, on a phone they come from 'Add filter' so each does not take a line of its own.
 */
export const userFilters = (compact: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={labels.q} sx={{ width: { sm: 220 } }} />,
  <RoleFilterInput key="userRoleTypeId" source="userRoleTypeId" label={labels.role} alwaysOn={!compact} />,
  <AgencyFilterInput key="agencyId" source="agencyId" label={labels.agency} alwaysOn={!compact} />,
];
