import type { SxProps } from '@mui/material';
import { DataTable, useListContext } from 'react-admin';
import { useCan } from '../../../auth/useCan';
import { readinessTexts } from '../../../custom/data-rooms/readiness/messages';
import { ReadinessBar } from '../../../custom/data-rooms/readiness/ReadinessBar';
import { hideBelow, responsiveTableSx } from '../../../components/responsiveTable';
import { propertyTexts } from '../messages';
import { isPlaceholder, placeholderRowSx } from '../shared/placeholder';
import { PropertiesLoading } from '../shared/PropertiesLoading';
import { PropertyNameCell } from '../shared/PropertyNameCell';
import { YesNo } from '../shared/YesNo';
import { BulkFlagsButton } from './BulkFlagsButton';
import { propertyListTexts } from './messages';
import { LIST_FLAGS, locationOf } from './propertyFormat';
import type { PropertyRow } from './types';

const Col = DataTable.Col<PropertyRow>;
const labels = propertyTexts.labels;

/**
 * Tighter cells than the other lists', and a narrow selection column: nine columns and the
 * selection boxes then fit a list 950 px wide (1024 px, sidebar collapsed).
 */
const tableSx = [
  responsiveTableSx,
  {
    '& .MuiTableCell-root': { px: 0.4 },
    '& .MuiTableCell-paddingCheckbox': { width: 30, px: 0 },
    '& .MuiTableCell-paddingCheckbox .MuiCheckbox-root': { p: '3px' },
  },
];

// The placeholder style reads the theme; DataTable types rowSx without one, MUI passes it anyway.
const rowSx = (row: PropertyRow) => (isPlaceholder(row) ? (placeholderRowSx as SxProps) : {});

/**
 * Spec §2 'Manage Properties': the table's nine columns and issue 33's readiness (from 'lg'), each sortable on the server. As the
 * list narrows, the secondary ones fold away (the cards of a phone show every value). Admins
 * select rows (all of the filter's with 'Select all') to change their flags at once.
 */
export const PropertyTable = () => {
  const { isPending } = useListContext();
  // Support staff change nothing: no row selection.
  const canEdit = useCan('edit');
  if (isPending) return <PropertiesLoading />;
  return (
    <DataTable<PropertyRow> rowClick={false} bulkActionButtons={canEdit ? <BulkFlagsButton /> : false} rowSx={rowSx} sx={tableSx}>
      <Col source="propertyReference" label={labels.reference} sx={{ whiteSpace: 'nowrap' }} />
      <Col source="listingTitle" label={labels.name} render={(row) => <PropertyNameCell property={row} />} />
      <Col source="category" label={labels.category} className={hideBelow('sm')} />
      <Col source="suburb" label={propertyListTexts.location} render={locationOf} className={hideBelow('md')} />
      <Col source="propertyStatus" label={labels.status} />
      {LIST_FLAGS.map((flag) => (
        <Col
          key={flag}
          source={flag}
          label={labels[flag]}
          render={(row) => <YesNo value={row[flag]} />}
          className={hideBelow(flag === 'isActive' ? 'sm' : 'md')}
        />
      ))}
      <Col
        source="readiness"
        label={readinessTexts.column}
        render={(row) => <ReadinessBar count={row.readiness} />}
        className={hideBelow('lg')}
      />
    </DataTable>
  );
};
