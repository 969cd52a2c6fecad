/** What a CSV cell may hold: objects have no text of their own and must be formatted first. */
export type CsvCell = string | number | boolean | bigint | Date | null | undefined;

/**
 * One CSV line (RFC 4180). Cells that a spreadsheet would run as a formula (=, +, -, @, tab,
 * CR at the start) are prefixed with an apostrophe: the log holds text typed by visitors.
 */
export function csvLine(cells: CsvCell[]): string {
  return (
    cells
      .map((cell) => {
        let text = cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell);
        if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(',') + '\r\n'
  );
}

/** A cell's text as it was before csvLine guarded it: the apostrophe csvLine put before a formula's first character goes. */
export const csvCellText = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);
