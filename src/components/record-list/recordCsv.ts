import { csvLine, type CsvCell } from '@common/csv';
import type { ListedRow, RecordListConfig } from './types';

/** The table's columns as CSV (full descriptions, Active/Inactive as words), with a BOM for spreadsheets. */
export function recordCsv<Row extends ListedRow>(config: RecordListConfig<Row>, rows: Row[]): string {
  const header = csvLine(config.columns.map((column) => column.label));
  const lines = rows.map((row) =>
    csvLine(config.columns.map((column) => (column.csv ? column.csv(row) : (row[column.source] as CsvCell)))),
  );
  return '\ufeff' + header + lines.join('');
}
