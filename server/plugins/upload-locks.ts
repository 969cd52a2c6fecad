import fp from 'fastify-plugin';
import { lostConnection } from '../db/client';
import { uploadLocker, type UploadLocker } from '../storage/upload-locks';

declare module 'fastify' {
  interface FastifyInstance {
    /** tus's upload locks, one set for every resumable upload endpoint (their ids never meet: random UUIDs). */
    uploadLocker: UploadLocker;
  }
}

/**
 * One locker for all tus endpoints (videos, large data room files): each holds a pool and a
 * LISTEN connection of its own, which two endpoints need not double.
 */
export default fp(async (app) => {
  const locker = uploadLocker(app.databaseUrl, { onError: (error) => app.log.warn(lostConnection(error), 'upload lock connection lost') });
  app.metrics.watchPool('upload_locks', locker.pool);
  app.decorate('uploadLocker', locker);
  app.addHook('onClose', () => locker.close());
});
