import { AutocompleteInput, ReferenceInput } from 'react-admin';

/**
 * A list filter on one property, chosen by its name while the list's URL keeps its id: 'Recent
 * history' on a property opens the Activity Log filtered to it, and the input says which.
 * `source` is always given: react-admin finds a filter by its element's props.
 */
export const PropertyFilterInput = ({ source, label, alwaysOn }: { source: string; label: string; alwaysOn?: boolean }) => (
  <ReferenceInput source={source} reference="properties" alwaysOn={alwaysOn}>
    <AutocompleteInput label={label} optionText="listingTitle" filterToQuery={(q: string) => ({ q })} sx={{ width: { sm: 260 } }} />
  </ReferenceInput>
);
