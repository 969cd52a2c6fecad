import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* settings of a server that reaches it, with STORAGE=s3. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the bucket's objects and unfinished uploads, to check that nothing is left. */
  directory: string;
  /** Every key in the bucket, as the S3 API lists them. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  type: string;
}

/**
 * An S3-compatible server on a random loopback port (s3rver, files in a temporary folder), with
 * one bucket. s3rver lacks two calls of multipart uploads that @tus/s3-store makes, ListParts
 * and AbortMultipartUpload; the middleware below answers them from s3rver's own part files,
 * as S3 documents them. Everything else is s3rver's.
 */
export async function startTestS3(bucket = 'bo-files'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bo-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  (server as unknown as { middleware: unknown[] }).middleware.unshift(multipartCompletion(directory));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      client.destroy();
      return Contents.map((object) => object.Key ?? '');
    },
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** s3rver keeps a multipart upload's parts as `<bucket>/._S3rver_uploads/<uploadId>/<partNumber>` (+ `.md5`). */
function multipartCompletion(directory: string) {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    const listing = ctx.method === 'GET' && uploadId !== undefined;
    const aborting = ctx.method === 'DELETE' && uploadId !== undefined;
    if (!listing && !aborting) return next();
    const [, bucket, ...key] = ctx.path.split('/');
    const uploadDir = path.join(directory, bucket, '._S3rver_uploads', uploadId);
    if (!(await stat(uploadDir).catch(() => undefined))) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    if (aborting) {
      await rm(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = (await readdir(uploadDir))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((n) => n > Number(ctx.query['part-number-marker'] ?? 0))
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const file = path.join(uploadDir, String(n));
        const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    ctx.type = 'application/xml';
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key>` +
      `<UploadId>${uploadId}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}
