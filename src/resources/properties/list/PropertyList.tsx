import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { FilterButton, List, TopToolbar } from 'react-admin';
import { ListPagination } from '../../../components/ListPagination';
import { AddPropertyButton } from './AddPropertyButton';
import { ExportButton } from './ExportButton';
import { propertyListTexts } from './messages';
import { PropertyCards } from './PropertyCards';
import { PropertyEmpty } from './PropertyEmpty';
import { propertyFilters } from './propertyFilters';
import { PropertyListError } from './PropertyListError';
import { PropertyTable } from './PropertyTable';

const PropertyListActions = () => (
  <TopToolbar>
    <FilterButton />
    <AddPropertyButton />
    <ExportButton />
  </TopToolbar>
);

/** The inline alert says the list failed to load: a toast would only repeat it. */
const quietErrors = { onError: () => undefined };

/** Spec §2 'Manage Properties': paged, sorted and filtered by the API, 25 a page; cards on a phone. */
export const PropertyList = () => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = useMemo(() => propertyFilters(compact), [compact]);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {propertyListTexts.title}
      </Typography>
      <List
        title={propertyListTexts.title}
        filters={filters}
        actions={<PropertyListActions />}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        pagination={<ListPagination />}
        empty={<PropertyEmpty />}
        error={<PropertyListError />}
        queryOptions={quietErrors}
      >
        {compact ? <PropertyCards /> : <PropertyTable />}
      </List>
    </>
  );
};
