import type { ReactElement, ReactNode } from 'react';
import type { CsvCell } from '@common/csv';
import type { HideBelow } from '../responsiveTable';

/** What every listed record has. */
export interface ListedRow {
  id: number;
}

/** One column of a record table (the API sorts on each), also a labelled line of its phone card and a CSV column. */
export interface RecordColumn<Row extends ListedRow> {
  source: keyof Row & string;
  label: string;
  /** The cell; the plain value by default. */
  render?: (row: Row) => ReactNode;
  /** The CSV cell; the plain value by default. */
  csv?: (row: Row) => CsvCell;
  /** A secondary column: the table hides it while the list is narrower than this breakpoint (the card keeps it). */
  hideBelow?: HideBelow;
  /** Shown in the phone card's first line (after the name) rather than as a labelled line. */
  headline?: boolean;
  /** The API cannot sort on it. */
  unsortable?: boolean;
}

/** Everything that tells one list screen (sellers, agencies, portfolios) from another. */
export interface RecordListConfig<Row extends ListedRow> {
  /** The react-admin resource ('sellers', 'agencies'). */
  resource: string;
  title: string;
  /** The column whose cell names and links the record: the card's title on a phone, and the default sort. */
  nameSource: keyof Row & string;
  columns: RecordColumn<Row>[];
  /** The search and filter inputs above the list. */
  filters: ReactElement[];
  texts: { loading: string; loadError: string; empty: string; add: string; export: string };
  /** Where the Add button goes ('/add-seller', '/add-agent'). */
  addPath: string;
  /** The CSV's file name, without '.csv'. */
  exportName: string;
}
