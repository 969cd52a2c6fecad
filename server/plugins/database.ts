import fp from 'fastify-plugin';
import { connect, lostConnection, type Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** For what needs connections of its own (tus's upload locks, LISTEN). */
    databaseUrl: string;
    /** Calls `listener` whenever a pool connection is lost (the database stopped, restarted or failed over). */
    onDatabaseLost: (listener: () => void) => void;
  }
}

/** One connection pool per app, closed with it. */
export default fp<{ databaseUrl: string; poolSize?: number }>(async (app, { databaseUrl, poolSize }) => {
  const listeners: (() => void)[] = [];
  const database = connect(databaseUrl, {
    max: poolSize,
    onConnectionLost: (error) => {
      app.log.warn(lostConnection(error), 'database connection lost');
      for (const listener of listeners) listener();
    },
  });
  app.decorate('db', database.db);
  app.decorate('databaseUrl', databaseUrl);
  app.decorate('onDatabaseLost', (listener: () => void) => void listeners.push(listener));
  app.addHook('onClose', () => database.close());
});
