import { SearchInput } from 'react-admin';
import { ActiveFilterInput } from './ActiveFilterInput';
import { organisationTexts } from './messages';

/** The search (name, contact person, email; agencies also their description) and Active/Inactive. */
export const organisationFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={organisationTexts.search} sx={{ width: { sm: 240 } }} />,
  <ActiveFilterInput key="isActive" source="isActive" label={organisationTexts.labels.status} alwaysOn />,
];
