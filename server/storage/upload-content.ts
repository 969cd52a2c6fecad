import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../errors';
import { officeKindOf } from './compound-file';
import { KINDS, videoKind, type FileKind } from './file-kinds';
import { nameForKind } from './file-names';
import { MARKUP, type MarkupFound } from './markup-scan';
import { bytesAt } from './stream-bytes';
import { zipEntries } from './zip-check';

/** What one upload route takes, decided by the bytes. */
export interface UploadPolicy {
  /** The refusal's first sentence: 'Only PDF, DOC and DOCX files can be uploaded as an NDA.' */
  accepts: string;
  kinds: readonly FileKind[];
  /** Any video container file-type knows (the video upload). */
  videos?: boolean;
  /** An image declaring more pixels is refused (413): an admin's browser would decode it to preview it. */
  maxPixels?: number;
}

/** A written upload as the checks read it: its first bytes, its size, and all of it when a zip or compound file needs more. */
export interface UploadBytes {
  head: Buffer;
  size: number;
  /**
   * What MarkupScan found in the whole file as it streamed in. Without it only the head is
   * looked at: a tus upload's bytes come in many requests, and a video is never shown as a page.
   */
  markup?: MarkupFound;
  /** Needed only where `policy` takes zip or compound files (a tus upload cannot be read before it commits). */
  read?(): Promise<Readable>;
}

export interface UploadContent {
  /** The type the file is served with, from its bytes. */
  contentType: string;
  /** The kept name, its extension agreeing with the bytes. */
  name: string;
}

/** What file-type says about bytes we never take, in words. */
const REFUSED_TYPES: Record<string, string> = {
  'application/x-msdownload': 'a Windows program',
  'application/x-elf': 'a Linux program',
  'application/x-mach-binary': 'a macOS program',
  'application/java-archive': 'a Java program',
  'application/wasm': 'a WebAssembly program',
  'application/x-shockwave-flash': 'a Flash program',
  'application/xml': 'an XML file',
};
const ZIP_TYPES = new Set(['application/zip', KINDS.docx.mime, KINDS.xlsx.mime, KINDS.pptx.mime]);
const ZIP_KINDS = [KINDS.zip, KINDS.docx, KINDS.xlsx, KINDS.pptx];
const CFB_KINDS = [KINDS.doc, KINDS.xls, KINDS.ppt];
const takesAny = (policy: UploadPolicy, kinds: readonly FileKind[]) => kinds.some((kind) => policy.kinds.includes(kind));
const BY_MIME = new Map<string, FileKind>(Object.values(KINDS).map((kind) => [kind.mime, kind]));
/** Bytes no text file holds (tab, line feed, form feed, carriage return and escape are text). */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f\u007f]/;

/** What the first bytes cannot settle: a zip or compound file the policy may take is judged by what lies further in. */
type Judged = { kind: FileKind } | { what: string } | { undecided: true };
const UNDECIDED = { undecided: true } as const;

/**
 * The content type and kept name of an upload, or the refusal that says what it is instead:
 * 415 for a type `policy` does not take (an executable named .pdf, an HTML page, an SVG, a
 * polyglot, a macro document) or a name whose extension contradicts the bytes; 413 for a zip
 * bomb; 400 for a damaged zip. `name` is already cleaned (keptFileName); `field` is the form
 * field a refusal names.
 */
export async function checkUploadContent(file: UploadBytes, name: string, policy: UploadPolicy, field: string): Promise<UploadContent> {
  const judged = await judge(file, name, policy);
  if ('undecided' in judged) throw new Error('checkUploadContent: a policy taking zip or compound files needs read()');
  const kind = acceptedKind(judged, policy, field);
  if (kind.family === 'image' && policy.maxPixels && file.read) await checkPixels(file.read.bind(file), policy.maxPixels);
  return { contentType: kind.mime, name: nameForKind(name, kind, field) };
}

/**
 * The refusal checkUploadContent will give, thrown as soon as the first bytes of a file show it
 * (up to HEAD_BYTES, all of it when shorter): a video sent to the data room is refused at its
 * first 4 KB, not after 115 MB. Silent when the rest may yet decide (a zip or compound file the
 * policy takes; an image's pixels) or when there are no bytes (an empty file is a 400).
 */
export async function refuseByHead(head: Buffer, name: string, policy: UploadPolicy, field: string): Promise<void> {
  if (head.length === 0) return;
  const judged = await judge({ head, size: head.length }, name, policy);
  if (!('undecided' in judged)) acceptedKind(judged, policy, field);
}

/** The judged kind when `policy` takes it, else the 415 that says what the file is instead. */
function acceptedKind(judged: { kind: FileKind } | { what: string }, policy: UploadPolicy, field: string): FileKind {
  if ('kind' in judged && (policy.kinds.includes(judged.kind) || (policy.videos && judged.kind.mime.startsWith('video/'))))
    return judged.kind;
  const what = 'kind' in judged ? judged.kind.label : judged.what;
  const message = `${policy.accepts} This file is ${what}, whatever its name says.`;
  throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, { [field]: message });
}

/** Where an image's header must be for its size to be checked: dimensions come first in every format we take. */
const IMAGE_HEADER_BYTES = 256 * 1024;

/**
 * Refuses a decompression bomb (a small file declaring 20000 × 20000 pixels) from its header,
 * nothing decoded. A header sharp cannot read from the first bytes is let through: the file is
 * kept as a document and never decoded here.
 */
async function checkPixels(read: () => Promise<Readable>, maxPixels: number) {
  const header = await bytesAt(await read(), 0, IMAGE_HEADER_BYTES);
  const metadata = await sharp(header, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (metadata?.width && metadata.height && metadata.width * metadata.height > maxPixels) {
    const message = `The image is ${metadata.width} × ${metadata.height} pixels; the limit is ${maxPixels.toLocaleString('en')} pixels.`;
    throw new AppError(413, 'IMAGE_TOO_MANY_PIXELS', message);
  }
}

async function judge(file: UploadBytes, name: string, policy: UploadPolicy): Promise<Judged> {
  // A UTF-16 byte order mark first: file-type would read FF FE as the sync word of an MP3 frame.
  const detected = UTF16_BOMS.has(file.head.subarray(0, 2).toString('hex')) ? undefined : await fileTypeFromBuffer(file.head);
  if (!detected) return judgeText(file.head, name, file.markup?.any);
  const refused = REFUSED_TYPES[detected.mime];
  if (refused) return { what: refused };
  if (MARKUP.test(file.head.toString('latin1')) || file.markup?.unmistakable)
    return { what: `${detected.mime} holding HTML or script (a polyglot)` };
  // A zip or compound file is read further only where the policy could take one; from its first bytes alone, undecided.
  const read = file.read?.bind(file);
  if (ZIP_TYPES.has(detected.mime)) {
    if (!takesAny(policy, ZIP_KINDS)) return { what: 'a ZIP archive or an Office document' };
    return read ? judgeZip(file.size, read) : UNDECIDED;
  }
  if (detected.mime === 'application/x-cfb') {
    if (!takesAny(policy, CFB_KINDS)) return { what: 'an Office 97–2003 or other compound file' };
    if (!read) return UNDECIDED;
    const office = await officeKindOf(file.head, read);
    return office ? { kind: office } : { what: 'an Office 97–2003 or other compound file' };
  }
  if (detected.mime.startsWith('video/')) return { kind: videoKind(detected.mime, detected.ext) };
  const kind = BY_MIME.get(detected.mime);
  return kind ? { kind } : { what: `of type ${detected.mime}` };
}

/**
 * Bytes file-type does not know: text (CSV when so named) unless it is a page, markup or a script.
 * `markup` is the first the whole file holds, if it was scanned.
 */
function judgeText(head: Buffer, name: string, markup?: string): Judged {
  const text = asText(head);
  if (BINARY.test(text)) return { what: 'not of a known format' };
  if (/<svg[\s>]/i.test(text) || /^<svg/i.test(markup ?? '')) return { what: 'an SVG image (it can carry scripts)' };
  if (MARKUP.test(text) || markup) return { what: 'an HTML page' };
  if (/^\s*<\?xml/.test(text)) return { what: 'an XML file' };
  if (text.startsWith('#!')) return { what: 'a script' };
  return { kind: /\.csv$/i.test(name) ? KINDS.csv : KINDS.text };
}

const UTF16_BOMS = new Set(['fffe', 'feff']);

/** The head as text: UTF-16 when it starts with a byte order mark (Excel's 'Unicode text' export), else byte for byte. */
function asText(head: Buffer): string {
  const bom = head.subarray(0, 2).toString('hex');
  if (bom === 'fffe') return head.subarray(2, head.length & ~1).toString('utf16le');
  if (bom === 'feff')
    return Buffer.from(head.subarray(2, head.length & ~1))
      .swap16()
      .toString('utf16le');
  return head.toString('latin1');
}

/** A zip is an Office document when it is a real OOXML package ([Content_Types].xml and its main folder), otherwise an archive. */
async function judgeZip(size: number, read: () => Promise<Readable>): Promise<Judged> {
  const names = (await zipEntries(size, read)).map((entry) => entry.name);
  if (!names.includes('[Content_Types].xml')) return { kind: KINDS.zip };
  if (names.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry))) return { what: 'an Office document with macros' };
  const under = (folder: string) => names.some((entry) => entry.startsWith(folder));
  if (under('word/')) return { kind: KINDS.docx };
  if (under('xl/')) return { kind: KINDS.xlsx };
  if (under('ppt/')) return { kind: KINDS.pptx };
  return { kind: KINDS.zip };
}
