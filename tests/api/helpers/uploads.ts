import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../../server/app';
import { dataRoomFileVersions, mediaImages, mediaVideos, ndaRegister, storedFiles } from '../../../server/db/schema';
import type { LoggedInApp } from './logged-in-app';

export interface UploadFile {
  name: string;
  /** What the browser claims; the server judges by the bytes. */
  type: string;
  bytes: Buffer;
}

type MultipartOptions = { field?: string; fields?: Record<string, string>; encodeName?: boolean };

/**
 * A multipart/form-data body, as a browser's FormData posts it: the file under `field`, then any
 * text fields. `encodeName` sends the name as RFC 5987 `filename*` (how a client sends a name
 * holding CR, LF, NUL or quotes, which cannot stand in a header as they are).
 */
export function multipartBody(file: UploadFile, options: MultipartOptions = {}) {
  const { before, after, headers } = multipartAround(file, options);
  return { payload: Buffer.concat([before, file.bytes, after]), headers };
}

/** What multipartBody puts before and after the file's bytes, for a test that streams those bytes itself. */
export function multipartAround(
  file: Omit<UploadFile, 'bytes'>,
  { field = 'file', fields = {}, encodeName = false }: MultipartOptions = {},
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const filename = encodeName ? `filename*=UTF-8''${encodeURIComponent(file.name)}` : `filename="${file.name}"`;
  const before = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ${filename}\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const after = Buffer.concat([
    Buffer.from('\r\n'),
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { before, after, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under the app's DATA_DIR/files, temporary ones included, as paths relative to it. */
async function storedFilesOnDisk(app: App): Promise<string[]> {
  const root = path.join(app.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * What the storage holds: files on disk (temporary ones under .incoming and .tus included) and
 * the rows that name them. Equal before and after a refused upload.
 */
export async function storageSnapshot(app: App) {
  const rows = async (
    table: typeof storedFiles | typeof mediaImages | typeof mediaVideos | typeof ndaRegister | typeof dataRoomFileVersions,
  ) => (await app.db.select({ n: count() }).from(table))[0].n;
  return {
    onDisk: await storedFilesOnDisk(app),
    storedFiles: await rows(storedFiles),
    mediaImages: await rows(mediaImages),
    mediaVideos: await rows(mediaVideos),
    ndaRegister: await rows(ndaRegister),
    dataRoomFileVersions: await rows(dataRoomFileVersions),
  };
}

/**
 * A PNG of `width` × `height` black pixels in a few kilobytes (1 bit per pixel, deflated): what
 * a decompression bomb is. Written by hand, as sharp refuses to make one past its own pixel limit.
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

export interface UploadedImage {
  id: string;
  /** The links POST /api/media/images issued: its variants. */
  display: string;
  thumbnail: string;
}

/** Uploads a small real PNG through POST /api/media/images, as an admin's image picker does. */
export async function uploadImage(api: LoggedInApp): Promise<UploadedImage> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2878c8' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody({ name: 'picked.png', type: 'image/png', bytes });
  const res = await api.send('POST', '/api/media/images', payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  const { id, variants } = res.json<{ result: { id: string; variants: string[] } }>().result;
  return { id, display: variants[0], thumbnail: variants[1] };
}

/** The bytes of an MP4 as file-type sees one: an `ftyp` box with the isom brand, then a `free` box of filler. */
export function mp4(size: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41'),
  ]);
  const free = Buffer.concat([Buffer.alloc(4), Buffer.from('free'), randomBytes(size - ftyp.length - 8)]);
  free.writeUInt32BE(free.length, 0);
  return Buffer.concat([ftyp, free]);
}

/**
 * The start of a WebM file as encoders write it: the EBML header (DocType webm), then a Segment
 * of unknown size (a live or streamed recording), whose clusters a test streams after it.
 */
export function webmHeader(): Buffer {
  const element = (id: string, data: Buffer) => Buffer.concat([Buffer.from(id, 'hex'), Buffer.from([0x80 | data.length]), data]);
  const uint = (value: number) => Buffer.from([value]);
  const ebml = Buffer.concat([
    element('4286', uint(1)), // EBMLVersion
    element('42f7', uint(1)), // EBMLReadVersion
    element('42f2', uint(4)), // EBMLMaxIDLength
    element('42f3', uint(8)), // EBMLMaxSizeLength
    element('4282', Buffer.from('webm')), // DocType
    element('4287', uint(4)), // DocTypeVersion
    element('4285', uint(2)), // DocTypeReadVersion
  ]);
  return Buffer.concat([element('1a45dfa3', ebml), Buffer.from('1853806701ffffffffffffff', 'hex')]);
}
