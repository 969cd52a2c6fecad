import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError } from '../errors';
import { Measure } from './measure';
import { assertValidKey, type ByteRange, type ObjectStat, type PutOptions, type Storage, type WrittenObject } from './storage';

/** Parts of a streamed write: S3's minimum, so a 25 MiB image is 5 parts in flight two at a time. */
const PART_BYTES = 5 * 1024 * 1024;
/** tus's state beside an upload (@tus/s3-store): `<key>.info`, `<key>.part`. Never an object of ours. */
const TUS_STATE = /\.(info|part)$/;

/** The bucket's own store can also be written at a given key: to copy a local store's files in (copy-files.ts). */
export interface S3Storage extends Storage {
  writeAt(key: string, source: Readable): Promise<void>;
}

/**
 * Files in an S3-compatible bucket, under the same keys as on the local disk ('images/<uuid>').
 *
 * `put` streams to the object's own key (S3 has no rename, and a copy of a 1 GiB file on commit
 * would double the write). Until `commit` nothing can read it all the same: the key is random
 * and only the file's row, inserted in the same transaction, names it. A crash in between leaves
 * an object no row names, which `npm run check:consistency` lists, as it lists the local disk's.
 */
export function s3Storage(client: S3Client, bucket: string): S3Storage {
  const object = (key: string) => {
    assertValidKey(key);
    return { Bucket: bucket, Key: key };
  };
  /** A multipart write of `body` to `key`, a few parts in flight. */
  const streamTo = (key: string, body: Readable) =>
    new Upload({ client, params: { ...object(key), Body: body }, partSize: PART_BYTES, queueSize: 2 });

  return {
    async put(source: Readable, { prefix, maxBytes }: PutOptions): Promise<WrittenObject> {
      const key = `${prefix}/${randomUUID()}`;
      const measure = new Measure(maxBytes);
      const body = new PassThrough();
      const upload = streamTo(key, body);
      // The source is measured on its way in: past maxBytes the pipeline fails, and the upload
      // is aborted (its parts removed) rather than finished.
      const reading = pipeline(source, measure, body).catch(async (error: unknown) => {
        await upload.abort();
        throw error;
      });
      const [read, uploaded] = await Promise.allSettled([reading, upload.done()]);
      if (read.status === 'rejected' || uploaded.status === 'rejected') {
        // A single-part write may have completed before the source failed.
        await client.send(new DeleteObjectCommand(object(key))).catch(() => {});
        throw read.status === 'rejected' ? read.reason : whenUnavailable((uploaded as PromiseRejectedResult).reason);
      }
      return {
        key,
        size: measure.size,
        sha256: measure.digest(),
        head: measure.head,
        read: () => getObject(client, object(key)),
        // Visible already, but to nobody until the row commits (see above).
        commit: async () => {},
        discard: async () => {
          await client.send(new DeleteObjectCommand(object(key)));
        },
      };
    },

    get: async (key: string, range?: ByteRange) => getObject(client, object(key), range),

    async stat(key: string): Promise<ObjectStat | undefined> {
      try {
        const head = await client.send(new HeadObjectCommand(object(key)));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw whenUnavailable(error);
      }
    },

    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand(object(key))).catch((error: unknown) => {
        throw whenUnavailable(error);
      });
    },

    async *list(): AsyncIterable<string> {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const { Key } of page.Contents ?? []) if (Key && !TUS_STATE.test(Key)) yield Key;
      }
    },

    async ready() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    // `put` writes at the object's own key, with no place of its own for partial bytes: a crash
    // mid-write leaves an incomplete multipart upload, which no listing of objects shows and the
    // bucket's lifecycle rule aborts (docs/deployment.md); a crash after the write, an object
    // without its row, which the consistency check names. So there is nothing here to list.
    leftovers: async () => [],
    removeLeftovers: async () => 0,

    async writeAt(key: string, source: Readable): Promise<void> {
      await streamTo(key, source)
        .done()
        .catch((error: unknown) => {
          throw whenUnavailable(error);
        });
    },
  };
}

/** The object's bytes as a stream; a missing object rejects with ENOENT, as the local disk's does. */
async function getObject(client: S3Client, target: { Bucket: string; Key: string }, range?: ByteRange): Promise<Readable> {
  try {
    const { Body } = await client.send(new GetObjectCommand({ ...target, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }));
    return Body as Readable;
  } catch (error) {
    if (isMissing(error)) throw Object.assign(new Error(`No stored object ${target.Key}`), { code: 'ENOENT', cause: error });
    throw whenUnavailable(error);
  }
}

/**
 * The store did not answer (refused, reset, timed out) or failed on its side (5xx): a 503 the
 * client may retry, as the database's outage is, not a 500. Its refusals (4xx) stay errors of ours.
 */
function whenUnavailable(error: unknown): unknown {
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  if (status !== undefined && status < 500) return error;
  return Object.assign(new AppError(503, 'FILE_STORE_UNAVAILABLE', 'The file store is not answering. Try again in a moment.'), {
    cause: error,
  });
}

/** S3 says 'not there' as NoSuchKey (GET) or a bare 404 NotFound (HEAD, which has no body to name it). */
export function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || (name !== 'NoSuchBucket' && $metadata?.httpStatusCode === 404);
}
