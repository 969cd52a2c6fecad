import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@common/api/media-images';
import type { DbOrTx } from '../db/client';
import { mediaImages, type MediaImage } from '../db/schema';
import { nameForKind } from '../storage/file-names';
import { discardAll, insertStoredFile } from '../storage/stored-files';
import { StoredObjectTooLarge, type PendingObject, type Storage, type WrittenObject } from '../storage/storage';
import { detectImageKind, emptyImage, imageTooLarge, tooManyPixels, unreadableImage } from './image-checks';

export interface ImageLimits {
  /** IMAGE_MAX_BYTES: the upload is refused past this many bytes. */
  maxBytes: number;
  /** IMAGE_MAX_PIXELS: width × height beyond this is refused before decoding. */
  maxPixels: number;
}

/** An image checked and written to storage with its two WebP variants, none of them visible until committed with its rows. */
export interface PreparedImage {
  original: PendingObject;
  display: PendingObject;
  thumbnail: PendingObject;
  /** What the bytes are (image/jpeg, ...). */
  contentType: string;
  /** The uploaded name, its extension agreeing with the bytes ('photo' becomes 'photo.jpg'). */
  originalName: string;
  /** As shown, after the EXIF orientation is applied. */
  width: number;
  height: number;
  /** All three, for commitWithRows. */
  pendings: PendingObject[];
}

// libvips' cache of recent operations helps a program that reworks one picture; every upload is
// a new one, so here it would only hold up to 50 MB of pixels nobody asks for again.
sharp.cache(false);

const PREFIX = 'images';
const WEBP = { quality: 82 } as const;
/** sharp's words when limitInputPixels refuses an image. */
const PIXEL_LIMIT = /pixel limit/i;

/**
 * Streams an image into storage and makes its variants (the one pipeline of uploads and the
 * demo seed): the bytes go to storage as they arrive, their type is read from the first bytes
 * (and `uploadedName`, already cleaned by keptFileName, must not contradict it),
 * and the variants are made by sharp reading the stored original back. Any refusal (too large,
 * empty, not an image, too many pixels, unreadable) throws the API error and leaves nothing.
 * Commit `pendings` with the rows of `insertImageRows` (commitWithRows), or discard them.
 */
export async function prepareImage(
  storage: Storage,
  source: Readable,
  limits: ImageLimits,
  uploadedName = 'image',
): Promise<PreparedImage> {
  const original = await storage.put(source, { prefix: PREFIX, maxBytes: limits.maxBytes }).catch((error: unknown) => {
    throw error instanceof StoredObjectTooLarge ? imageTooLarge(limits.maxBytes) : error;
  });
  const pendings: PendingObject[] = [original];
  try {
    if (original.size === 0) throw emptyImage();
    const kind = await detectImageKind(original.head);
    const originalName = nameForKind(uploadedName, kind, 'file');
    const bytes = await readWhole(original);
    const { width, height } = await dimensions(bytes, limits.maxPixels);
    // One after the other: a large photo's decode is the memory an upload costs, so never two at once.
    const display = await putVariant(storage, bytes, IMAGE_VARIANT_WIDTHS.display, limits);
    pendings.push(display);
    const thumbnail = await putVariant(storage, bytes, IMAGE_VARIANT_WIDTHS.thumbnail, limits);
    pendings.push(thumbnail);
    return { original, display, thumbnail, contentType: kind.mime, originalName, width, height, pendings };
  } catch (error) {
    await discardAll(storage, pendings);
    throw error;
  }
}

/** Inserts the three stored files and the image that names them; `originalName` is the uploaded file's. */
export async function insertImageRows(
  tx: DbOrTx,
  image: PreparedImage,
  { originalName, uploadedById }: { originalName: string; uploadedById: number | null },
): Promise<MediaImage> {
  const stem = originalName.replace(/\.[^.]*$/, '') || 'image';
  const webp = (variant: string) => ({ originalName: `${stem}-${variant}.webp`, contentType: 'image/webp', uploadedById });
  const original = await insertStoredFile(tx, image.original, { originalName, contentType: image.contentType, uploadedById });
  const display = await insertStoredFile(tx, image.display, webp('display'));
  const thumbnail = await insertStoredFile(tx, image.thumbnail, webp('thumbnail'));
  const [row] = await tx
    .insert(mediaImages)
    .values({
      originalFileId: original.id,
      displayFileId: display.id,
      thumbnailFileId: thumbnail.id,
      width: image.width,
      height: image.height,
    })
    .returning();
  return row;
}

/**
 * The original's bytes in one buffer of its known size: sharp decodes from memory (a stream
 * given to it is gathered into chunks and then copied into one buffer, twice the memory), so
 * the encoded image, at most IMAGE_MAX_BYTES, is read once into exactly the room it needs.
 */
async function readWhole(original: WrittenObject): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(original.size);
  let offset = 0;
  for await (const chunk of await original.read()) offset += (chunk as Buffer).copy(bytes, offset);
  if (offset !== original.size) throw new Error(`Read ${offset} of the ${original.size} bytes stored`);
  return bytes;
}

/** The size as shown (EXIF orientation applied). sharp's pixel limit refuses a bomb from its header, before decoding. */
async function dimensions(bytes: Buffer, maxPixels: number): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes, { limitInputPixels: maxPixels })
    .metadata()
    .catch(async (error: Error) => {
      if (!PIXEL_LIMIT.test(error.message)) throw unreadableImage();
      // Refused by the limit: read the header again, unlimited (nothing is decoded), to say how large it is.
      const { autoOrient } = await sharp(bytes, { limitInputPixels: false }).metadata();
      throw tooManyPixels(autoOrient.width, autoOrient.height, maxPixels);
    });
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw unreadableImage();
  return { width, height };
}

/**
 * One WebP variant streamed into storage: EXIF orientation applied (`autoOrient()`), no wider than
 * `width` and never enlarged, and no metadata kept (sharp drops EXIF, XMP and the rest unless
 * asked to keep them). A failure of the decode (a truncated or corrupt file) is the client's.
 */
async function putVariant(storage: Storage, bytes: Buffer, width: number, limits: ImageLimits): Promise<WrittenObject> {
  let decodeFailed = false;
  const variant = sharp(bytes, { limitInputPixels: limits.maxPixels })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp(WEBP)
    .once('error', () => (decodeFailed = true));
  try {
    return await storage.put(variant, { prefix: PREFIX, maxBytes: limits.maxBytes });
  } catch (error) {
    throw decodeFailed ? unreadableImage() : error;
  }
}
