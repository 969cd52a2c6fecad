import type { Storage } from './storage';
import type { S3Config } from './s3-client';

/**
 * At start-up with STORAGE=s3: the bucket answers, or start-up stops naming the setting that is
 * most likely wrong and what the store said, rather than the first upload failing later.
 */
export async function checkS3Store(storage: Storage, config: S3Config): Promise<void> {
  try {
    await storage.ready();
  } catch (error) {
    throw new Error(`Invalid configuration: ${s3Problem(error, config)}`, { cause: error });
  }
}

function s3Problem(error: unknown, config: S3Config): string {
  const { name, code, message, $metadata } = (error ?? {}) as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  const where = config.S3_ENDPOINT ?? `AWS S3 in ${config.S3_REGION}`;
  if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket')
    return `S3_BUCKET: there is no bucket '${config.S3_BUCKET}' at ${where}`;
  if (status === 401 || status === 403)
    return `S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY: ${where} refused them for bucket '${config.S3_BUCKET}' (${status} ${name})`;
  if (status === 301 || name === 'PermanentRedirect') return `S3_REGION: bucket '${config.S3_BUCKET}' is not in ${config.S3_REGION}`;
  const cause = (error as { cause?: { code?: string } })?.cause?.code ?? code;
  if (!status) return `S3_ENDPOINT: cannot reach ${where} (${cause ?? name ?? message})`;
  return `S3: ${where} answered ${status} ${name ?? ''} for bucket '${config.S3_BUCKET}'`;
}
