import fp from 'fastify-plugin';
import { createStorage, type Storage } from '../storage';
import { fileHashes, type FileHashes } from '../storage/file-hashes';
import { checkS3Store } from '../storage/s3-check';
import { LEFTOVER_AFTER_MS } from '../storage/storage';

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

  // Partial files of uploads a crash cut off: at start-up (awaited: one folder's listing), then hourly.
  const removeLeftovers = () =>
    storage.removeLeftovers(LEFTOVER_AFTER_MS).then(
      (removed) => {
        if (removed) app.log.info({ removed }, 'removed partial uploads left by a crash in files/.incoming');
      },
      (error: unknown) => app.log.error({ err: error }, 'removing partial uploads left by a crash failed'),
    );
  const timer = setInterval(() => void removeLeftovers(), LEFTOVER_AFTER_MS).unref();
  app.addHook('onReady', removeLeftovers);
  app.addHook('onClose', async () => clearInterval(timer));
});
