import { fileTypeFromBuffer } from 'file-type';
import type { Readable } from 'node:stream';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/msword';
/** 'WordDocument' in UTF-16LE: the stream every Word 97–2003 file holds. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
/** A compound file whose directory starts past this is not one a person saved from Word. */
const MAX_DIRECTORY_OFFSET = 64 * 1024 * 1024;

/**
 * What a custom NDA is, from its bytes (spec §5 'Custom NDA': .pdf, .doc, .docx), or null for
 * anything else: an executable or a zip named .pdf, an Excel or installer compound file named
 * .doc. file-type knows PDF and DOCX (a zip holding word/); a compound file (.doc, .xls, .msi
 * alike) is a Word document when its directory names the WordDocument stream, which `read`
 * finds by reading the file up to its first directory sector.
 */
export async function ndaContentType(head: Buffer, read: () => Promise<Readable>): Promise<string | null> {
  const type = (await fileTypeFromBuffer(head))?.mime;
  if (type === PDF || type === DOCX) return type;
  if (type !== 'application/x-cfb' || head.length < 512) return null;
  // The compound file header: sector size 2^shift at 0x1E, the directory's first sector at 0x30.
  const sectorSize = 2 ** head.readUInt16LE(0x1e);
  const directory = (head.readUInt32LE(0x30) + 1) * sectorSize;
  if (sectorSize !== 512 && sectorSize !== 4096) return null;
  if (directory > MAX_DIRECTORY_OFFSET) return null;
  const sector = await bytesAt(await read(), directory, sectorSize);
  return sector.includes(WORD_STREAM) ? DOC : null;
}

/** `length` bytes of a stream from `offset` (fewer if it ends first); the rest is not read. */
async function bytesAt(stream: Readable, offset: number, length: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let seen = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const from = Math.max(0, offset - seen);
    const to = Math.min(chunk.length, offset + length - seen);
    if (from < to) parts.push(chunk.subarray(from, to));
    seen += chunk.length;
    if (seen >= offset + length) break;
  }
  stream.destroy();
  return Buffer.concat(parts);
}
