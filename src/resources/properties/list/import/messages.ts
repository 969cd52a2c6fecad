import { propertyImportTexts } from '@common/api/property-import';

/** The import dialog's texts (issue 33); the summary and notices are shared with the server. */
export const importTexts = {
  ...propertyImportTexts,
  open: 'Import',
  title: 'Import properties',
  intro: 'Upload a CSV or XLSX with the columns the Export writes. Nothing is created until you confirm.',
  hint: 'Drag a CSV or XLSX file here, or',
  choose: 'Choose a file',
  uploading: 'Uploading the file',
  failed: 'The file could not be read. Try again.',
  row: 'Row',
  cancel: 'Cancel',
  create: (count: number) => `Create ${count} ${count === 1 ? 'property' : 'properties'}`,
  previewOf: (name: string) => `Preview of ${name}`,
  errorsOf: (name: string) => `Errors in ${name}`,
  cellError: (line: number, column: string, message: string) => `Row ${line}, ${column}: ${message}`,
};
