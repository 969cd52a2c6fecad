import { Type, type Static } from 'typebox';

/**
 * The columns of the property file, in order: what Manage Properties' Export writes and the
 * import reads (docs/property-import.md), so an export imports back. `key` names the value in
 * a preview row; `required` columns must be in the file and filled in on every row.
 */
export const PROPERTY_FILE_COLUMNS = [
  { key: 'id', header: 'ID', required: false },
  { key: 'propertyReference', header: 'Ref', required: false },
  { key: 'listingTitle', header: 'Property Name', required: true },
  { key: 'listingDescription', header: 'Teaser', required: true },
  { key: 'shortDescription', header: 'Introduction', required: true },
  { key: 'category', header: 'Category', required: true },
  { key: 'propertyStatus', header: 'Status', required: true },
  { key: 'addressLine1', header: 'Address Line 1', required: true },
  { key: 'addressLine2', header: 'Address Line 2', required: false },
  { key: 'addressLine3', header: 'Address Line 3', required: false },
  { key: 'suburb', header: 'Suburb', required: true },
  { key: 'nearestTown', header: 'Nearest Town', required: false },
  { key: 'province', header: 'Province', required: true },
  { key: 'country', header: 'Country', required: true },
  { key: 'agency', header: 'Agency', required: false },
  { key: 'agent', header: 'Agent', required: true },
  { key: 'sellerCompany', header: 'Seller', required: true },
  { key: 'isActive', header: 'Published', required: false },
  { key: 'isDiscrete', header: 'Discrete List', required: false },
  { key: 'isFeatured', header: 'Carousel Featured', required: false },
  { key: 'isListable', header: 'Public Listing', required: false },
  { key: 'isPlaceholder', header: 'Placeholder', required: false },
] as const;

export type PropertyFileKey = (typeof PROPERTY_FILE_COLUMNS)[number]['key'];

/** Under /api: both take the file as multipart form data, in the field `file`. */
export const PROPERTY_IMPORT_PATHS = { preview: '/properties/import/preview', commit: '/properties/import' } as const;

/** The most rows one file may hold: one transaction creates them all. */
export const PROPERTY_IMPORT_MAX_ROWS = 2000;
/** The largest file taken, in bytes. */
export const PROPERTY_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const ByColumn = <T extends Parameters<typeof Type.Record>[1]>(value: T, description: string) =>
  Type.Record(Type.String(), value, { description });

/** One row of the file as it will be created. */
export const ImportPreviewRow = Type.Object({
  line: Type.Integer({ description: "The row's number in the file (the header is 1)" }),
  values: ByColumn(Type.String(), 'Each column by key, as it will be created: names as the database spells them, flags Yes or No'),
  ids: ByColumn(
    Type.Integer(),
    'The records the names resolved to: categoryId, propertyStatusId, provinceId, countryId, agentId, sellerCompanyId',
  ),
  errors: ByColumn(Type.String(), 'What is wrong with a cell, by column key; none when the row can be created'),
});
export type ImportPreviewRow = Static<typeof ImportPreviewRow>;

export const ImportPreview = Type.Object({
  columns: Type.Array(Type.Object({ key: Type.String(), header: Type.String(), required: Type.Boolean() })),
  rows: Type.Array(ImportPreviewRow),
  /** True when every row can be created: only then does the import commit. */
  valid: Type.Boolean(),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportCreated = Type.Object({
  ids: Type.Array(Type.Integer(), { description: 'The new properties, in the order of the rows' }),
});
export type ImportCreated = Static<typeof ImportCreated>;

/** The notices of the import, shared by the server's refusal and the app. */
export const propertyImportTexts = {
  accepts: 'Only CSV and XLSX files can be imported.',
  summary: (ready: number, withErrors: number) => `${ready} ${ready === 1 ? 'row' : 'rows'} ready, ${withErrors} with errors`,
  created: (count: number) => `Created ${count} ${count === 1 ? 'property' : 'properties'}`,
  refused: (withErrors: number) =>
    `Nothing was imported: ${withErrors} ${withErrors === 1 ? 'row has' : 'rows have'} errors. Correct the file and upload it again.`,
};
