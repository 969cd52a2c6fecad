import path from 'node:path';
import type { Config } from '../config';
import { localDiskStorage } from './local-disk';
import type { Storage } from './storage';

/** The storage the configuration names. Only the local disk today; an S3 driver slots in here. */
export function createStorage(config: Pick<Config, 'dataDir'>): Storage {
  return localDiskStorage(path.join(config.dataDir, 'files'));
}

export type { Storage } from './storage';
