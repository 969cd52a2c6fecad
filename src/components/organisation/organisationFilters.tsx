import { NullableBooleanInput, SearchInput } from 'react-admin';
import { organisationTexts } from './messages';

const { labels, status } = organisationTexts;

/** The search (name, contact person, email; agencies also their description) and Active/Inactive. */
export const organisationFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={organisationTexts.search} sx={{ width: { sm: 240 } }} />,
  <NullableBooleanInput
    key="isActive"
    source="isActive"
    label={labels.status}
    alwaysOn
    nullLabel={status.any}
    trueLabel={status.active}
    falseLabel={status.inactive}
    sx={{ minWidth: 140 }}
  />,
];
