import { ListActions } from '../../../components/record-list/ListActions';
import { ListScreen } from '../../../components/record-list/ListScreen';
import { AddPropertyButton } from './AddPropertyButton';
import { ExportButton } from './ExportButton';
import { ImportButton } from './import/ImportButton';
import { propertyListTexts } from './messages';
import { PropertyCards } from './PropertyCards';
import { PropertyEmpty } from './PropertyEmpty';
import { propertyFilters } from './propertyFilters';
import { PropertyListError } from './PropertyListError';
import { PropertyTable } from './PropertyTable';

const PropertyListActions = () => (
  <ListActions>
    <AddPropertyButton />
    <ExportButton />
    <ImportButton />
  </ListActions>
);

/** Spec §2 'Manage Properties': paged, sorted and filtered by the API, 25 a page; cards on a phone. */
export const PropertyList = () => (
  <ListScreen
    title={propertyListTexts.title}
    filters={propertyFilters}
    actions={<PropertyListActions />}
    sort={{ field: 'id', order: 'ASC' }}
    empty={<PropertyEmpty />}
    error={<PropertyListError />}
    cards={<PropertyCards />}
    table={<PropertyTable />}
  />
);
