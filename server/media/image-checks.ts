import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors';
import { KINDS, type FileKind } from '../storage/file-kinds';

/** The formats we take, by what their bytes are (file-type), never by name or the browser's header. */
export const IMAGE_KINDS: readonly FileKind[] = [KINDS.jpeg, KINDS.png, KINDS.webp, KINDS.gif, KINDS.avif];
const ACCEPTED_TYPES: ReadonlyMap<string, FileKind> = new Map(IMAGE_KINDS.map((kind) => [kind.mime, kind]));
const ACCEPTED_NAMES = 'a JPEG, PNG, WebP, GIF or AVIF image';

const megabytes = (bytes: number) => `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const imageTooLarge = (maxBytes: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `The image is larger than the limit of ${megabytes(maxBytes)}.`);

export const emptyImage = () => new AppError(400, 'EMPTY_FILE', 'The file is empty: choose an image to upload.');

/** A decompression bomb is refused before its pixels are decoded (sharp's limitInputPixels guards the decode too). */
export const tooManyPixels = (width: number, height: number, maxPixels: number) =>
  new AppError(
    413,
    'IMAGE_TOO_MANY_PIXELS',
    `The image is ${width} × ${height} pixels; the limit is ${maxPixels.toLocaleString('en')} pixels (${+(maxPixels / 1e6).toFixed(1)} megapixels).`,
  );

export const unreadableImage = () => new AppError(400, 'IMAGE_UNREADABLE', 'The image is damaged or incomplete and could not be read.');

/**
 * Markup in an image's first bytes: a GIF or JPEG that is also a page (a polyglot). The variants
 * are re-encoded, but the original is kept as uploaded; it is served as an attachment with its
 * type and nosniff, and refusing it here means no browser can ever take it for a page.
 */
const MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed)[\s>/]/i;

/**
 * The kind of an upload from its first bytes, or a 415 that says what it is instead.
 * SVG is refused by name: it is text that can carry scripts, and file-type does not detect it.
 */
export async function detectImageKind(head: Buffer): Promise<FileKind> {
  const detected = await fileTypeFromBuffer(head);
  const kind = detected && ACCEPTED_TYPES.get(detected.mime);
  if (kind && MARKUP.test(head.toString('latin1'))) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `The file is ${kind.label} that also holds HTML or script (a polyglot); it was not kept.`,
    );
  }
  if (kind) return kind;
  // An SVG with an XML declaration reads as XML.
  if ((!detected || detected.mime === 'application/xml') && looksLikeSvg(head)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `SVG images are not accepted (they can carry scripts): upload ${ACCEPTED_NAMES}.`);
  }
  const what = detected ? `its content is ${detected.mime}` : 'its content is not a known image format';
  throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `The file is not ${ACCEPTED_NAMES} (${what}, whatever its name says).`);
}

const looksLikeSvg = (head: Buffer) => /<svg[\s>]/i.test(head.toString('utf8'));
