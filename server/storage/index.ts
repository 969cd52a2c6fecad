import path from 'node:path';
import type { Config } from '../config';
import { localDiskStorage } from './local-disk';
import { localResumableUploads } from './local-resumable';
import type { ResumableUploads } from './resumable';
import type { Storage } from './storage';

/** The storage the configuration names. Only the local disk today; an S3 driver slots in here. */
export function createStorage(config: Pick<Config, 'dataDir'>): Storage {
  return localDiskStorage(path.join(config.dataDir, 'files'));
}

/** Resumable (tus) uploads that finish as objects of that storage under `prefix`, on the same disk so finishing is a rename. */
export function createResumableUploads(config: Pick<Config, 'dataDir'>, prefix: string): ResumableUploads {
  return localResumableUploads(path.join(config.dataDir, 'files'), prefix);
}

export type { Storage } from './storage';
