import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { StoredFile } from '../db/schema';
import type { ByteRange, Storage } from './storage';

export interface ServeOptions {
  /** e.g. 'public, max-age=31536000, immutable' for variants; 'private, no-store' for confidential files. */
  cacheControl: string;
  /** 'attachment' sends the original name for a download; 'inline' (the default) shows it in the browser, sandboxed. */
  disposition?: 'inline' | 'attachment';
  /**
   * Awaited before the file is opened, on an answer that carries its bytes (a GET answered 200 or
   * 206, never a HEAD, 304 or 416), with the first and last byte it sends: a confidential
   * download is recorded here. Its failure fails the answer, so no bytes leave unrecorded.
   */
  beforeBytes?: (part: ByteRange) => Promise<void>;
}

/**
 * Answers with a stored file: strong ETag from its SHA-256 (a weak one from its id and size in
 * the moments before a large upload is hashed), 304 on If-None-Match, a single
 * HTTP Range (206, or 416 when unsatisfiable) so videos seek, and the type read from its bytes.
 * The bytes stream from storage; nothing is buffered. A HEAD request gets the same headers
 * without the file being opened (Fastify would otherwise read a whole stream to discard it).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: StoredFile,
  { cacheControl, disposition = 'inline', beforeBytes }: ServeOptions,
) {
  const etag = file.sha256 ? `"${file.sha256}"` : `W/"${file.id}-${file.sizeBytes}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(disposition, file.originalName))
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType);
  if (disposition === 'inline') sandbox(reply);
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const size = file.sizeBytes;
  const open = async (part?: ByteRange) => {
    if (request.method === 'HEAD') return Readable.from([]);
    try {
      await beforeBytes?.(part ?? { start: 0, end: size - 1 });
    } catch (error) {
      // The error's answer must not be saved by the browser under the file's name.
      reply.removeHeader('content-disposition');
      throw error;
    }
    return storage.get(file.storageKey, part);
  };
  const rangeHeader = request.headers.range;
  const ranges =
    rangeHeader && sameVersion(request.headers['if-range'], etag) ? parseRange(size, rangeHeader, { combine: true }) : undefined;
  if (ranges === -1) return reply.code(416).header('content-range', `bytes */${size}`).send();
  // A malformed Range (-2) or several ranges are answered with the whole file, as RFC 9110 allows.
  if (ranges !== undefined && ranges !== -2 && ranges.length === 1 && ranges.type === 'bytes') {
    const [{ start, end }] = ranges;
    const stream = await open({ start, end });
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(stream);
  }
  const stream = await open();
  return reply.header('content-length', size).send(stream);
}

/**
 * A file shown in the browser is a document we did not write: `sandbox` gives it an opaque origin
 * with no scripts, forms or pop-ups, so a PDF's JavaScript or markup that slipped past the upload
 * checks never runs as our origin with the admin's session. Chromium's PDF viewer still shows it.
 */
function sandbox(reply: FastifyReply) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', `${policy};sandbox`);
}

/** Weak comparison (RFC 9110 §13.1.2): W/"x" matches "x" and W/"x". */
const weak = (tag: string) => tag.trim().replace(/^W\//, '');
const ifNoneMatch = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => weak(tag) === weak(etag) || tag.trim() === '*');

/**
 * If-Range with another version's ETag (or a date, which we do not track) means: send it all.
 * Its comparison is strong, so a weak ETag never matches (RFC 9110 §13.1.5).
 */
const sameVersion = (ifRange: string | string[] | undefined, etag: string) =>
  ifRange === undefined || (!etag.startsWith('W/') && String(ifRange).trim() === etag);

/**
 * RFC 6266: an ASCII fallback name plus the UTF-8 original (names like 'Zoë Cronjé.pdf'). The
 * fallback has no quote, backslash or percent sign (some browsers decode %xx in it); the
 * original is RFC 5987 percent-encoding, which also escapes the ' ( ) * that
 * encodeURIComponent leaves and that would end or break the value.
 */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
