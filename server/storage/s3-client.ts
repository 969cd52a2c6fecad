import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';

export type S3Config = Pick<
  Config,
  'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** The client settings both the object store and the tus store use (@tus/s3-store makes its own client from them). */
export function s3ClientConfig(config: S3Config) {
  return {
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT && { endpoint: config.S3_ENDPOINT }),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID &&
      config.S3_SECRET_ACCESS_KEY && {
        credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
      }),
    // The SDK's default adds CRC32 checksums as aws-chunked trailers to every upload, which
    // many S3-compatible stores (older MinIO, Ceph, R2 for some calls) refuse or store as is.
    // Only where the API requires one: our own integrity check is the SHA-256 in the row.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    // A hung store must not hold a request for ever: the connection, then each socket read.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
    maxAttempts: 3,
  };
}

export const s3Client = (config: S3Config) => new S3Client(s3ClientConfig(config));
