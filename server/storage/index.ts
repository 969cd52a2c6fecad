import path from 'node:path';
import type { Config } from '../config';
import { localDiskStorage } from './local-disk';
import { localResumableUploads } from './local-resumable';
import type { ResumableUploads } from './resumable';
import { s3Client, type S3Config } from './s3-client';
import { s3Storage } from './s3';
import { s3ResumableUploads } from './s3-resumable';
import type { Storage } from './storage';

/** What choosing a driver needs: tools and tests that only know a DATA_DIR get the local disk. */
export type StorageConfig = Pick<Config, 'dataDir'> & Partial<Pick<Config, 'STORAGE'> & S3Config>;

/** The storage the configuration names: STORAGE=local (DATA_DIR/files) or STORAGE=s3 (a bucket). */
export function createStorage(config: StorageConfig): Storage {
  if (config.STORAGE === 's3') return s3Storage(s3Client(s3Settings(config)), s3Settings(config).S3_BUCKET);
  return localDiskStorage(path.join(config.dataDir, 'files'));
}

/** Resumable (tus) uploads that finish as objects of that storage under `prefix`, where finishing moves no bytes. */
export function createResumableUploads(config: StorageConfig, prefix: string): ResumableUploads {
  if (config.STORAGE === 's3') return s3ResumableUploads(s3Client(s3Settings(config)), s3Settings(config), prefix);
  return localResumableUploads(path.join(config.dataDir, 'files'), prefix);
}

/** loadConfig has checked that STORAGE=s3 comes with a bucket; a hand-made config may not have. */
function s3Settings(config: StorageConfig): S3Config & { S3_BUCKET: string } {
  if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return { S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false, ...config, S3_BUCKET: config.S3_BUCKET };
}

export type { Storage } from './storage';
