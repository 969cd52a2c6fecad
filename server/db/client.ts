import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { markDatabaseError } from './database-unavailable';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: query helpers accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The pool a Drizzle handle was made with: Drizzle keeps it as `$client`; its Db type does not say so. */
export const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

// COUNT(*) and bigint ids come back as strings by default; our ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

/**
 * A request waiting for a connection (none can be made while the database is down, or all are
 * busy) fails after this rather than hanging, and answers 503. Only the wait is bounded, never a
 * query: backups, restores, seeds and consistency checks legitimately run for minutes.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/** Idle connections are probed, so one whose server vanished without closing it (a failover, a dropped route) is found. */
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * One pool connection, made to survive its server going away. pg-pool listens for a connection's
 * errors only while it is idle: one lost while checked out (in a transaction, between two queries,
 * as PostgreSQL stops) emits an 'error' nobody hears, and that ends the process. Here it is heard,
 * and the connection is released with it at once, so it leaves the pool: its holder might never
 * release it (Drizzle releases a transaction's connection only once its BEGIN succeeded), and a
 * connection never released would shrink the pool for good. Every error it raises is marked as
 * the database's, which tells a lost database from a lost file store (lib/database-unavailable.ts).
 * Its name holds no 'Pool': Drizzle takes a client whose class name does for a pool, and a
 * transaction on a Drizzle over one checked-out connection (migrations) would then fail.
 */
class DatabaseConnection extends pg.Client {
  #release?: (error?: Error) => void;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // Heard before the queries it fails (they get the error on the next tick), so they see it marked.
    this.on('error', (error: Error) => this.#release?.(markDatabaseError(error)));
  }

  // pg-pool sets `release` at each checkout. Called twice it throws, which would replace the
  // holder's real error: once this connection released itself, the holder's call does nothing.
  get release(): ((error?: Error) => void) | undefined {
    return this.#release;
  }
  set release(release: (error?: Error) => void) {
    let released = false;
    this.#release = (error) => {
      if (released) return;
      released = true;
      release(error);
    };
  }

  // A connection that cannot be made (refused, reset, a name that does not resolve) fails on the database's account too.
  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error) => void): void;
  override connect(callback?: (error: Error) => void): Promise<pg.Client> | void {
    if (!callback)
      return super.connect().catch((error: unknown) => {
        throw markDatabaseError(error);
      });
    super.connect((error: Error) => callback(error && markDatabaseError(error)));
  }
}

export function connect(url: string, options: { max?: number; onConnectionLost?: (error: Error) => void } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    Client: DatabaseConnection,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  // An idle connection dropped by the server (restart, failover) is replaced on next use; without
  // a listener node-postgres would crash the process. It is reported with the others below.
  pool.on('error', () => {});
  // Every connection lost, idle or checked out, so a cached view of the database's health ends at once.
  const { onConnectionLost } = options;
  if (onConnectionLost) pool.on('connect', (client) => client.on('error', onConnectionLost));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

/**
 * What a log line says of a lost connection: its reason and code. The error itself would log its
 * stack, and some carry the client, whose connection holds the backend's cancel key.
 */
export function lostConnection(error: Error & { code?: string }): { reason: string; code?: string } {
  return { reason: error.message, code: error.code };
}
