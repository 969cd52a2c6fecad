import fp from 'fastify-plugin';
import { connect, type Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** For what needs connections of its own (tus's upload locks, LISTEN). */
    databaseUrl: string;
  }
}

/** One connection pool per app, closed with it. */
export default fp<{ databaseUrl: string; poolSize?: number }>(async (app, { databaseUrl, poolSize }) => {
  const database = connect(databaseUrl, {
    max: poolSize,
    onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
  });
  app.decorate('db', database.db);
  app.decorate('databaseUrl', databaseUrl);
  app.addHook('onClose', () => database.close());
});
