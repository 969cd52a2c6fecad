import fp from 'fastify-plugin';
import { createStorage, type Storage } from '../storage';
import { fileHashes, type FileHashes } from '../storage/file-hashes';
import { checkS3Store } from '../storage/s3-check';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    fileHashes: FileHashes;
  }
}

/** The file store every upload and download goes through (server/storage/), and the pass that hashes files committed without a hash. */
export default fp(async (app) => {
  const storage = createStorage(app.config, app.metrics.countUpload);
  if (app.config.STORAGE === 's3') await checkS3Store(storage, app.config);
  const hashes = fileHashes(app.db, storage, app.log);
  app.decorate('storage', storage);
  app.decorate('fileHashes', hashes);
  // What an earlier process committed but had not hashed yet.
  app.addHook('onReady', async () => hashes.schedule());
  // Before the pool closes (onClose), so the pass is not cut off mid-query.
  app.addHook('preClose', async () => hashes.stop());
});
