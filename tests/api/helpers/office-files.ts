import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a test zip: its bytes, packed with deflate or stored, and the unpacked size its headers declare (its own unless a test lies). */
export interface ZipPart {
  name: string;
  data: Buffer;
  deflate?: boolean;
  declaredSize?: number;
}

/**
 * The fields a zip entry's local header (from byte 4) and its central directory record (from
 * byte 6) both hold, at the same distances: version needed, method, CRC, sizes, name length.
 */
function writeEntryFields(header: Buffer, at: number, entry: { method: number; crc: number; packed: number; size: number; name: number }) {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(entry.method, at + 4);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.packed, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.name, at + 22);
}

/**
 * A zip of `parts` as the format (APPNOTE) lays it out: local headers, the data, the central
 * directory and its end record. A .docx is one of these underneath.
 */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, deflate = false, declaredSize = data.length } of parts) {
    const packed = deflate ? deflateRawSync(data) : data;
    const nameBytes = Buffer.from(name);
    const entry = { method: deflate ? 8 : 0, crc: crc32(data), packed: packed.length, size: declaredSize, name: nameBytes.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, entry);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, entry);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip of text `entries`, stored without compression. */
export const storedZip = (entries: Record<string, string>): Buffer =>
  zipOf(Object.entries(entries).map(([name, text]) => ({ name, data: Buffer.from(text) })));

/** The [Content_Types].xml of a Word document: what makes a zip an OOXML package. */
export const DOCX_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A minimal Word document (.docx): the parts a reader looks for first. */
export const smallDocx = (text: string) =>
  storedZip({
    '[Content_Types].xml': DOCX_CONTENT_TYPES,
    'word/document.xml': `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });

/**
 * A compound file (the container of .doc, .xls and .msi alike) whose directory, in its first
 * sector, names `streams`: ['WordDocument'] makes a Word 97–2003 document, ['Workbook'] an Excel one.
 */
export function compoundFile(streams: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(0, 0x30);
  const directory = Buffer.alloc(512);
  ['Root Entry', ...streams].forEach((name, i) => {
    const entry = i * 128;
    directory.write(name, entry, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, entry + 64);
    directory.writeUInt8(i === 0 ? 5 : 2, entry + 66);
  });
  return Buffer.concat([header, directory, Buffer.alloc(512)]);
}
