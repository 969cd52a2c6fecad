import path from 'node:path';
import type { Config } from '../config';
import { countPuts, countWrites, type OnStored } from './count-stored';
import { localDiskStorage } from './local-disk';
import { localResumableUploads } from './local-resumable';
import type { ResumableUploads } from './resumable';
import { s3Client, type S3Config } from './s3-client';
import { s3Storage, type S3Storage } from './s3';
import { s3ResumableUploads } from './s3-resumable';
import type { Storage } from './storage';

/** What choosing a driver needs: tools and tests that only know a DATA_DIR get the local disk. */
export type StorageConfig = Pick<Config, 'dataDir'> & Partial<Pick<Config, 'STORAGE'> & S3Config>;

/**
 * The storage the configuration names: STORAGE=local (DATA_DIR/files) or STORAGE=s3 (a bucket).
 * `onStored` hears the bytes of each object written (the server's upload metrics; tools pass none).
 */
export function createStorage(config: StorageConfig, onStored?: OnStored): Storage {
  const storage =
    config.STORAGE === 's3'
      ? s3Storage(s3Client(s3Settings(config)), s3Settings(config).S3_BUCKET)
      : localDiskStorage(path.join(config.dataDir, 'files'));
  return onStored ? countPuts(storage, onStored) : storage;
}

/** The local disk's store, whatever STORAGE says: the source when files move to a bucket (npm run storage:copy). */
export const localStorage = (config: Pick<Config, 'dataDir'>): Storage => localDiskStorage(path.join(config.dataDir, 'files'));

/** The bucket's store, which can also write at a given key. */
export const createS3Storage = (config: StorageConfig): S3Storage => s3Storage(s3Client(s3Settings(config)), s3Settings(config).S3_BUCKET);

/** Resumable (tus) uploads that finish as objects of that storage under `prefix`, where finishing moves no bytes. */
export function createResumableUploads(config: StorageConfig, prefix: string, onStored?: OnStored): ResumableUploads {
  const uploads =
    config.STORAGE === 's3'
      ? s3ResumableUploads(s3Client(s3Settings(config)), s3Settings(config), prefix)
      : localResumableUploads(path.join(config.dataDir, 'files'), prefix);
  if (onStored) countWrites(uploads.datastore, prefix, onStored);
  return uploads;
}

/** loadConfig has checked that STORAGE=s3 comes with a bucket; a hand-made config may not have. */
function s3Settings(config: StorageConfig): S3Config & { S3_BUCKET: string } {
  if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return { S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false, ...config, S3_BUCKET: config.S3_BUCKET };
}

export type { Storage } from './storage';
