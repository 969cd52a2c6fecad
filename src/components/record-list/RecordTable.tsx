import { DataTable, useListContext } from 'react-admin';
import { ListLoading } from '../ListLoading';
import { hideBelow, responsiveTableSx } from '../responsiveTable';
import type { ListedRow, RecordListConfig } from './types';

/** The list's columns, sorted by the API; the secondary ones fold away as the list narrows. */
export const RecordTable = <Row extends ListedRow>({ config }: { config: RecordListConfig<Row> }) => {
  const { isPending } = useListContext();
  if (isPending) return <ListLoading label={config.texts.loading} />;
  const Col = DataTable.Col<Row>;
  return (
    <DataTable<Row> rowClick={false} bulkActionButtons={false} sx={responsiveTableSx}>
      {config.columns.map((column) => (
        <Col
          key={column.source}
          source={column.source}
          label={column.label}
          render={column.render}
          className={hideBelow(column.hideBelow)}
          disableSort={column.unsortable}
        />
      ))}
    </DataTable>
  );
};
