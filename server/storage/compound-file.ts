import type { Readable } from 'node:stream';
import { KINDS, type FileKind } from './file-kinds';
import { bytesAt } from './stream-bytes';

/** A compound file whose directory starts past this is not one a person saved from Office. */
const MAX_DIRECTORY_OFFSET = 64 * 1024 * 1024;
/** The stream each Office 97–2003 format holds, as its directory names it (UTF-16LE). */
const STREAMS: readonly [string, FileKind][] = [
  ['WordDocument', KINDS.doc],
  ['Workbook', KINDS.xls],
  ['Book', KINDS.xls],
  ['PowerPoint Document', KINDS.ppt],
];

/**
 * What a compound file (the container of .doc, .xls, .ppt and .msi alike) is, from the streams
 * its first directory sector names, or null for any other compound file (an installer, a
 * password-protected OOXML package). `read` reads the file only up to that sector.
 */
export async function officeKindOf(head: Buffer, read: () => Promise<Readable>): Promise<FileKind | null> {
  if (head.length < 512) return null;
  // The header: sector size 2^shift at 0x1E, the directory's first sector at 0x30.
  const sectorSize = 2 ** head.readUInt16LE(0x1e);
  const directory = (head.readUInt32LE(0x30) + 1) * sectorSize;
  if (sectorSize !== 512 && sectorSize !== 4096) return null;
  if (directory > MAX_DIRECTORY_OFFSET) return null;
  const sector = await bytesAt(await read(), directory, sectorSize);
  return STREAMS.find(([name]) => sector.includes(Buffer.from(`${name}\0`, 'utf16le')))?.[1] ?? null;
}
