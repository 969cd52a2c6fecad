import fp from 'fastify-plugin';
import { createStorage, type Storage } from '../storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The file store every upload and download goes through (server/storage/). */
export default fp(async (app) => {
  app.decorate('storage', createStorage(app.config));
});
