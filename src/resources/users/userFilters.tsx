import { SearchInput } from 'react-admin';
import { QuerySelectInput } from '../../components/QuerySelectInput';
import { FILTER_SELECT_SX } from '../../components/filterSelect';
import { ActiveFilterInput } from '../../components/organisation/activeStatus';
import { useAgencies } from '../properties/shared/useFormChoices';
import { userTexts } from './messages';
import { useRoleTypes } from './useRoleTypes';

const labels = userTexts.filters;

// Each as wide loading as loaded, so the filters do not jump when its choices arrive.
const RoleFilterInput = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const roleTypes = useRoleTypes();
  return <QuerySelectInput {...props} query={roleTypes} optionText="title" sx={FILTER_SELECT_SX} />;
};

const AgencyFilterInput = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const agencies = useAgencies();
  return <QuerySelectInput {...props} query={agencies} optionText="agencyName" sx={FILTER_SELECT_SX} />;
};

/**
 * The list's filters: the search (name or email) always; on a wide screen the role, the agency
 * and the status too, on a phone they come from 'Add filter' so each does not take a line of its own.
 */
export const userFilters = (compact: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={labels.q} sx={{ width: { sm: 220 } }} />,
  <RoleFilterInput key="userRoleTypeId" source="userRoleTypeId" label={labels.role} alwaysOn={!compact} />,
  <AgencyFilterInput key="agencyId" source="agencyId" label={labels.agency} alwaysOn={!compact} />,
  <ActiveFilterInput key="isActive" source="isActive" label={labels.status} alwaysOn={!compact} />,
];
