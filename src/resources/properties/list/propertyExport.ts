import type { DataProvider, SortPayload } from 'react-admin';
import { csvLine } from '../../../../server/lib/csv';
import { propertyTexts } from '../messages';
import { propertyListTexts } from './messages';
import { locationOf } from './propertyFormat';
import type { PropertyRow } from './types';

/** The API answers at most 1000 rows a page (MAX_PAGE in server/lib/list-query.ts). */
const PAGE_SIZE = 500;

const labels = propertyTexts.labels;
const yesNo = (flag: boolean) => (flag ? propertyTexts.yes : propertyTexts.no);

const HEADER = [
  propertyListTexts.csv.id,
  labels.reference,
  labels.name,
  propertyListTexts.csv.teaser,
  labels.category,
  propertyListTexts.location,
  labels.status,
  labels.isActive,
  labels.isDiscrete,
  labels.isFeatured,
  labels.isListable,
  propertyListTexts.csv.placeholder,
];

/** The table's columns (plus id, teaser and the placeholder mark) as CSV, with a BOM for spreadsheets. */
export function propertiesCsv(rows: PropertyRow[]): string {
  const lines = rows.map((row) =>
    csvLine([
      row.id,
      row.propertyReference,
      row.listingTitle,
      row.listingDescription,
      row.category,
      locationOf(row),
      row.propertyStatus,
      yesNo(row.isActive),
      yesNo(row.isDiscrete),
      yesNo(row.isFeatured),
      yesNo(row.isListable),
      yesNo(row.placeholderyn === 1),
    ]),
  );
  return '\ufeff' + csvLine(HEADER) + lines.join('');
}

/**
 * Every property matching the list's filter, in its order: the API pages, so this asks for
 * page after page until it has the total (or a short page, when the total is not known).
 */
export async function fetchAllProperties(dataProvider: DataProvider, sort: SortPayload, filter: Record<string, unknown>): Promise<PropertyRow[]> {
  const rows: PropertyRow[] = [];
  for (let page = 1; ; page += 1) {
    const result = await dataProvider.getList<PropertyRow>('properties', { pagination: { page, perPage: PAGE_SIZE }, sort, filter });
    rows.push(...result.data);
    const done = result.data.length < PAGE_SIZE || (result.total != null && rows.length >= result.total);
    if (done) return rows;
  }
}
