import { csvLine, type CsvCell } from '@common/csv';
import type { OrganisationListConfig, OrganisationRow } from './types';

/** The table's columns as CSV (full descriptions, Active/Inactive as words), with a BOM for spreadsheets. */
export function organisationCsv<Row extends OrganisationRow>(config: OrganisationListConfig<Row>, rows: Row[]): string {
  const header = csvLine(config.columns.map((column) => column.label));
  const lines = rows.map((row) =>
    csvLine(config.columns.map((column) => (column.csv ? column.csv(row) : (row[column.source] as CsvCell)))),
  );
  return '\ufeff' + header + lines.join('');
}
