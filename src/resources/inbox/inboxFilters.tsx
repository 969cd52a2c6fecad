import { SelectInput } from 'react-admin';
import { INBOX_KINDS } from '@common/api/inbox';
import { FILTER_SELECT_SX } from '../../components/filterSelect';
import { PropertyFilterInput } from '../../components/PropertyFilterInput';
import { inboxTexts } from './messages';

const kindChoices = INBOX_KINDS.map((kind) => ({ id: kind, name: inboxTexts.kinds[kind] }));

/** What an item waits for, and its property; both shown, but on a phone only the kind. */
export const inboxFilters = (compact: boolean) => [
  <SelectInput key="kind" source="kind" label={inboxTexts.filters.kind} choices={kindChoices} alwaysOn sx={FILTER_SELECT_SX} />,
  <PropertyFilterInput key="propertyId" source="propertyId" label={inboxTexts.filters.propertyId} alwaysOn={!compact} />,
];
