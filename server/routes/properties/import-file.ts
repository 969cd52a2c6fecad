import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { readSheet } from 'read-excel-file/node';
import { csvCellText } from '@common/csv';
import { PROPERTY_IMPORT_MAX_BYTES, PROPERTY_IMPORT_MAX_ROWS, propertyImportTexts } from '@common/api/property-import';
import { AppError, badRequest } from '../../errors';
import { readFormUpload } from '../../lib/form-upload';
import { KINDS } from '../../storage/file-kinds';
import type { Storage } from '../../storage/storage';
import { checkUploadContent, type UploadPolicy } from '../../storage/upload-content';

/** The form field holding the file. */
export const IMPORT_FILE_FIELD = 'file';

export const IMPORT_FILES: UploadPolicy = { accepts: propertyImportTexts.accepts, kinds: [KINDS.csv, KINDS.xlsx] };

/** The file's first row, and each row after it as text, numbered as a spreadsheet numbers them (the header is 1). */
export interface SheetRows {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

const fileError = (message: string) => badRequest(message, { [IMPORT_FILE_FIELD]: message });

const tooManyRows = () => fileError(`The file holds more than ${PROPERTY_IMPORT_MAX_ROWS} rows: split it and import each part.`);

/**
 * The uploaded CSV or XLSX as rows of text. Judged by its bytes as every upload is (an empty
 * file 400, over PROPERTY_IMPORT_MAX_BYTES 413, anything but CSV or XLSX 415); read from
 * storage as a stream and never kept: the import writes rows, not the file.
 */
export async function readPropertyFile(request: FastifyRequest, storage: Storage): Promise<SheetRows> {
  const { file, originalName } = await readFormUpload(request, storage, {
    fileField: IMPORT_FILE_FIELD,
    prefix: 'imports',
    maxBytes: PROPERTY_IMPORT_MAX_BYTES,
    policy: IMPORT_FILES,
  });
  try {
    const { contentType } = await checkUploadContent(file, originalName, IMPORT_FILES, IMPORT_FILE_FIELD);
    const lines = contentType === KINDS.xlsx.mime ? await xlsxLines(await file.read()) : await csvLines(await file.read());
    const [header = [], ...rest] = lines;
    const rows = rest.map((cells, index) => ({ line: index + 2, cells })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
    if (!header.some((cell) => cell.trim() !== '')) throw fileError('The file has no header row: its first row must name the columns.');
    if (!rows.length) throw fileError('The file has a header row but no properties under it.');
    return { header: header.map((cell) => cell.trim()), rows };
  } finally {
    await file.discard();
  }
}

async function csvLines(stream: Readable): Promise<string[][]> {
  const lines: string[][] = [];
  try {
    for await (const record of stream.pipe(parse({ bom: true, relax_column_count: true }))) {
      lines.push((record as string[]).map(csvCellText));
      if (lines.length > PROPERTY_IMPORT_MAX_ROWS + 1) throw tooManyRows();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fileError(`The CSV file could not be read: ${(error as Error).message}`);
  }
  return lines;
}

/** A spreadsheet cell as the CSV export would have written it: flags as Yes/No, dates as ISO text. */
function cellText(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

async function xlsxLines(stream: Readable): Promise<string[][]> {
  const sheet = await readSheet(stream).catch(() => {
    throw fileError('The workbook could not be read: save it again as an Excel workbook (.xlsx) or as CSV.');
  });
  if (sheet.length > PROPERTY_IMPORT_MAX_ROWS + 1) throw tooManyRows();
  return sheet.map((row) => row.map((cell) => cellText(cell as string | number | boolean | Date | null)));
}
