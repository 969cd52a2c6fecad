import type { SxProps } from '@mui/material';
import { DataTable, useListContext } from 'react-admin';
import { propertyTexts } from '../messages';
import { isPlaceholder, placeholderRowSx } from '../shared/placeholder';
import { PropertiesLoading } from '../shared/PropertiesLoading';
import { PropertyNameCell } from '../shared/PropertyNameCell';
import { YesNo } from '../shared/YesNo';
import { propertyListTexts } from './messages';
import { LIST_FLAGS, locationOf } from './propertyFormat';
import type { PropertyRow } from './types';

const Col = DataTable.Col<PropertyRow>;
const labels = propertyTexts.labels;

/**
 * Tighter cells than the default: nine columns then fit beside the open sidebar at 1280 px.
 * Narrower windows scroll the table inside its card rather than clip it.
 */
const tableSx = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-root': { px: 0.75 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
};

// The placeholder style reads the theme; DataTable types rowSx without one, MUI passes it anyway.
const rowSx = (row: PropertyRow) => (isPlaceholder(row) ? (placeholderRowSx as SxProps) : {});

/** Spec §2 'Manage Properties': the table's nine columns, each sortable on the server. */
export const PropertyTable = () => {
  const { isPending } = useListContext();
  if (isPending) return <PropertiesLoading />;
  return (
    <DataTable<PropertyRow> rowClick={false} bulkActionButtons={false} rowSx={rowSx} sx={tableSx}>
      <Col source="propertyReference" label={labels.reference} sx={{ whiteSpace: 'nowrap' }} />
      <Col source="listingTitle" label={labels.name} render={(row) => <PropertyNameCell property={row} />} />
      <Col source="category" label={labels.category} />
      <Col source="suburb" label={propertyListTexts.location} render={locationOf} />
      <Col source="propertyStatus" label={labels.status} />
      {LIST_FLAGS.map((flag) => (
        <Col key={flag} source={flag} label={labels[flag]} render={(row) => <YesNo value={row[flag]} />} />
      ))}
    </DataTable>
  );
};
