import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors';

/** The formats we take, by what their bytes are (file-type), never by name or the browser's header. */
const ACCEPTED_TYPES: ReadonlyMap<string, string> = new Map([
  ['image/jpeg', 'JPEG'],
  ['image/png', 'PNG'],
  ['image/webp', 'WebP'],
  ['image/gif', 'GIF'],
  ['image/avif', 'AVIF'],
]);
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
 * The content type of an upload from its first bytes, or a 415 that says what it is instead.
 * SVG is refused by name: it is text that can carry scripts, and file-type does not detect it.
 */
export async function detectImageType(head: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  if (detected && ACCEPTED_TYPES.has(detected.mime)) return detected.mime;
  // An SVG with an XML declaration reads as XML.
  if ((!detected || detected.mime === 'application/xml') && looksLikeSvg(head)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `SVG images are not accepted (they can carry scripts): upload ${ACCEPTED_NAMES}.`);
  }
  const what = detected ? `its content is ${detected.mime}` : 'its content is not a known image format';
  throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `The file is not ${ACCEPTED_NAMES} (${what}, whatever its name says).`);
}

const looksLikeSvg = (head: Buffer) => /<svg[\s>]/i.test(head.toString('utf8'));
