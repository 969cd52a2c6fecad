import { csvLine } from '@common/csv';
import { propertyTexts } from '../messages';
import { propertyListTexts } from './messages';
import { locationOf } from './propertyFormat';
import type { PropertyRow } from './types';

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
