/**
 * Reads CSV strictly as RFC 4180 writes it: records end in CRLF, a quoted cell may hold commas,
 * CR and LF, and "" is a quote. Anything else (a stray quote, a bare LF between records) throws,
 * so a test sees a malformed export rather than a shifted column.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && cell === '') {
      const end = closingQuote(text, i + 1);
      cell = text.slice(i + 1, end).replace(/""/g, '"');
      i = end + 1;
      if (i < text.length && text[i] !== ',' && text[i] !== '\r') throw new Error(`text after a quoted cell at ${i}`);
    } else if (c === ',') {
      record.push(cell);
      cell = '';
      i += 1;
    } else if (c === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`CR without LF at ${i}`);
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 2;
    } else if (c === '"' || c === '\n') {
      throw new Error(`unquoted ${JSON.stringify(c)} at ${i}`);
    } else {
      cell += c;
      i += 1;
    }
  }
  if (cell !== '' || record.length) throw new Error('the last record does not end in CRLF');
  return records;
}

function closingQuote(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] !== '"') continue;
    if (text[i + 1] === '"') i += 1;
    else return i;
  }
  throw new Error(`unterminated quoted cell from ${from - 1}`);
}
