import type { ReactNode } from 'react';
import type { CsvCell } from '@common/csv';
import type { HideBelow } from '../responsiveTable';

/** What the seller company and agency rows have in common (GET /api/seller-companies, /api/agencies). */
export interface OrganisationRow {
  id: number;
  description: string | null;
  contactPerson: string | null;
  contactNumber: string | null;
  emailAddress: string | null;
  isActive: boolean;
}

/** One column of an organisation table (the API sorts on each), also a labelled line of its phone card and a CSV column. */
export interface OrganisationColumn<Row extends OrganisationRow> {
  source: keyof Row & string;
  label: string;
  /** The cell; the plain value by default. */
  render?: (row: Row) => ReactNode;
  /** The CSV cell; the plain value by default. */
  csv?: (row: Row) => CsvCell;
  /** A secondary column: the table hides it while the list is narrower than this breakpoint (the card keeps it). */
  hideBelow?: HideBelow;
}

/** Everything that tells the seller list from the agency list. */
export interface OrganisationListConfig<Row extends OrganisationRow> {
  /** The react-admin resource ('sellers', 'agencies'). */
  resource: string;
  title: string;
  /** The column whose cell names and links the record: the card's title on a phone. */
  nameSource: keyof Row & string;
  columns: OrganisationColumn<Row>[];
  texts: { loading: string; loadError: string; empty: string; add: string };
  /** Where the Add button goes ('/add-seller', '/add-agent'). */
  addPath: string;
  /** The CSV's file name, without '.csv'. */
  exportName: string;
}
