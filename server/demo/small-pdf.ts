/** WinAnsiEncoding codes of the typographic characters demo text uses beyond Latin-1 (the rest of Latin-1 maps to itself). */
const WIN_ANSI: Record<string, number> = { '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95 };

/** `text` as a PDF string literal in WinAnsiEncoding, ASCII only: delimiters escaped, other bytes in octal. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0)!;
    if (code > 0xff) out += '?';
    else if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `(${out})`;
}

/**
 * A small, valid one-page PDF (Helvetica, A4) whose page shows `title` and, smaller, any
 * further lines: what a seller's scan stands in for in the demo and the tests, made without a
 * library or a fixture. ASCII throughout, so the stream's length is its character count.
 */
export function smallPdf(title: string, ...lines: string[]): Buffer {
  const text = [
    `BT /F1 16 Tf 56 780 Td ${pdfString(title)} Tj ET`,
    ...lines.map((line, i) => `BT /F1 11 Tf 56 ${750 - i * 16} Td ${pdfString(line)} Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'ascii');
}
