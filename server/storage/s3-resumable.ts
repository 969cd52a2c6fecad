import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { Upload } from '@tus/server';
import { HEAD_BYTES } from './measure';
import { assertUploadId, isUploadId, type ResumableUploads } from './resumable';
import { s3ClientConfig, type S3Config } from './s3-client';
import { isMissing } from './s3';
import type { WrittenObject } from './storage';

/** Parts of a video upload in the bucket: the preferred size of @tus/s3-store, above S3's 5 MiB minimum. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * tus uploads as S3 multipart uploads (@tus/s3-store) under `<prefix>/<id>`, the key the finished
 * video keeps: finishing is no copy. tus's state is beside it (`<key>.info`, `<key>.part`), in the
 * bucket, so an upload started through one process resumes through any other.
 */
export function s3ResumableUploads(client: S3Client, config: S3Config & { S3_BUCKET: string }, prefix: string): ResumableUploads {
  const bucket = config.S3_BUCKET;
  const store = new PrefixedS3Store(prefix, {
    partSize: PART_BYTES,
    s3ClientConfig: { ...s3ClientConfig(config), bucket },
    // tus's default remembers each upload's state in this process's memory. Another process
    // may have moved the upload on (or finished it) since, so every request reads the bucket.
    cache: { get: async () => undefined, set: async () => {}, delete: async () => {} },
  });
  const keysOf = (key: string) => [key, `${key}.info`, `${key}.part`].map((Key) => ({ Key }));

  return {
    datastore: store,

    async finish(id: string): Promise<WrittenObject> {
      const upload = await store.getUpload(id);
      const key = store.keyOf(id);
      const size = upload.offset;
      return {
        key,
        size,
        // Hashed after the commit (file-hashes.ts), as on the local disk.
        sha256: null,
        head: size === 0 ? Buffer.alloc(0) : await readHead(client, bucket, key),
        read: async () => (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body as Readable,
        // The object is in place already (S3 completed the multipart upload); tus forgets it.
        commit: async () => {
          await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keysOf(key).slice(1) } }));
        },
        discard: async () => {
          await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keysOf(key) } }));
        },
      };
    },

    async removeIdle(idleMs: number): Promise<number> {
      let removed = 0;
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${prefix}/` })) {
        for (const { Key, LastModified } of page.Contents ?? []) {
          const id = Key?.slice(prefix.length + 1).replace(/\.info$/, '');
          if (!Key?.endsWith('.info') || !id || !isUploadId(id)) continue;
          const written = LastModified?.getTime() ?? 0;
          if (Date.now() - written < idleMs) continue;
          // A finished upload whose row never committed is left for the consistency check to name.
          const lastWrite = await store.lastWrite(id, written);
          if (lastWrite === 'finished' || Date.now() - lastWrite < idleMs) continue;
          // tus's remove aborts the multipart upload and deletes the object and its .info, not the unfinished tail.
          await store.remove(id);
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${store.keyOf(id)}.part` }));
          removed++;
        }
      }
      return removed;
    },
  };
}

/** tus sees our upload ids; the bucket sees them under the prefix. */
class PrefixedS3Store extends S3Store {
  constructor(
    private readonly prefix: string,
    options: ConstructorParameters<typeof S3Store>[0],
  ) {
    super(options);
  }

  keyOf(id: string): string {
    assertUploadId(id);
    return `${this.prefix}/${id}`;
  }

  private ours(upload: Upload): Upload {
    return new Upload({ ...upload, id: upload.id.slice(this.prefix.length + 1) });
  }

  override async create(upload: Upload): Promise<Upload> {
    return this.ours(await super.create(new Upload({ ...upload, id: this.keyOf(upload.id) })));
  }

  override async getUpload(id: string): Promise<Upload> {
    return this.ours(await super.getUpload(this.keyOf(id)));
  }

  override write(readable: Readable, id: string, offset: number): Promise<number> {
    return super.write(readable, this.keyOf(id), offset);
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return super.declareUploadLength(this.keyOf(id), length);
  }

  override remove(id: string): Promise<void> {
    return super.remove(this.keyOf(id));
  }

  /**
   * When bytes last reached the upload (its newest part, or its unfinished tail; `created` when
   * none has, the time of its .info), or 'finished'.
   */
  async lastWrite(id: string, created: number): Promise<number | 'finished'> {
    const key = this.keyOf(id);
    const parts = await this.retrieveParts(key).catch((error: unknown) => {
      // The multipart upload is gone: S3 completed it.
      if (isMissing(error) || (error as { name?: string }).name === 'NoSuchUpload') return undefined;
      throw error;
    });
    if (!parts) return 'finished';
    const tail = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: `${key}.part` })).catch(() => undefined);
    const times = [...parts.map((part) => part.LastModified?.getTime() ?? 0), tail?.LastModified?.getTime() ?? 0];
    return Math.max(created, ...times);
  }
}

async function readHead(client: S3Client, bucket: string, key: string): Promise<Buffer> {
  const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${HEAD_BYTES - 1}` }));
  return Buffer.from(await (Body as Readable & { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
}
