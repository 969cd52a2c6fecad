import { csvLine, type CsvCell } from '@common/csv';
import { PROPERTY_FILE_COLUMNS, type PropertyFileKey } from '@common/api/property-import';
import { propertyTexts } from '../messages';
import type { PropertyRow } from './types';

const yesNo = (flag: boolean) => (flag ? propertyTexts.yes : propertyTexts.no);

/** Each column's cell of a row: the lookups by name, the agent by email address, flags as Yes/No. */
const CELLS: Record<PropertyFileKey, (row: PropertyRow) => CsvCell> = {
  id: (row) => row.id,
  propertyReference: (row) => row.propertyReference,
  listingTitle: (row) => row.listingTitle,
  listingDescription: (row) => row.listingDescription,
  shortDescription: (row) => row.shortDescription,
  category: (row) => row.category,
  propertyStatus: (row) => row.propertyStatus,
  addressLine1: (row) => row.addressLine1,
  addressLine2: (row) => row.addressLine2,
  addressLine3: (row) => row.addressLine3,
  suburb: (row) => row.suburb,
  nearestTown: (row) => row.nearestTown,
  province: (row) => row.province,
  country: (row) => row.country,
  agency: (row) => row.agent.agency?.name,
  agent: (row) => row.agent.emailAddress,
  sellerCompany: (row) => row.sellerCompanyName,
  isActive: (row) => yesNo(row.isActive),
  isDiscrete: (row) => yesNo(row.isDiscrete),
  isFeatured: (row) => yesNo(row.isFeatured),
  isListable: (row) => yesNo(row.isListable),
  isPlaceholder: (row) => yesNo(row.placeholderyn === 1),
};

/**
 * Every column of the property file (docs/property-import.md) as CSV, with a BOM for
 * spreadsheets: what the import reads, so an export imports back.
 */
export function propertiesCsv(rows: PropertyRow[]): string {
  const lines = rows.map((row) => csvLine(PROPERTY_FILE_COLUMNS.map((column) => CELLS[column.key](row))));
  return '\ufeff' + csvLine(PROPERTY_FILE_COLUMNS.map((column) => column.header)) + lines.join('');
}
