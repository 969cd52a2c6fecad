import { setTimeout as sleep } from 'node:timers/promises';
import type { Lock, Locker, RequestRelease } from '@tus/server';
import pg from 'pg';
import { connect } from '../db/client';
import { tusError } from './resumable';

/** Seed of the lock keys (hashtextextended), so they do not meet another use of advisory locks. */
const KEY_SEED = 17_017;
/** Where a request waiting for an upload asks its holder, in whichever process, to let go. */
const CHANNEL = 'tus_upload_release';
const RETRY_MS = 50;
const BUSY = {
  status_code: 409,
  body: JSON.stringify({ error: { code: 'CONFLICT', message: 'Another request is writing to this upload. Try again in a moment.' } }),
};

export interface UploadLocker extends Locker {
  /** Its connections, for the operator's metrics: each upload being written holds one. */
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * tus's upload locks held in PostgreSQL, so they hold across API processes: two PATCHes to one
 * upload through two processes would otherwise both write at the same offset. A lock is a
 * session advisory lock on a connection of a pool of its own (a slow PATCH holds it for its
 * whole body, which must not starve the API's pool), so it also ends if the process dies.
 *
 * tus asks the holder to let go when another request wants the upload (a client that lost its
 * connection and resumes, while its old request still hangs on the server): the waiter NOTIFYs
 * the upload's id, and the process holding it ends that request.
 */
export function uploadLocker(databaseUrl: string, { timeoutMs = 20_000, onError = (_: Error) => {} } = {}): UploadLocker {
  // Our pool's connections release themselves when lost while held (db/client.ts): the lock goes
  // with its connection, and unlock's query then fails harmlessly.
  const { pool } = connect(databaseUrl, { max: 50, onConnectionLost: onError });
  const holders = new Map<string, RequestRelease>();
  const listener = releaseRequests(databaseUrl, (id) => void holders.get(id)?.(), onError);

  class AdvisoryLock implements Lock {
    private client?: pg.PoolClient;
    constructor(private readonly id: string) {}

    async lock(signal: AbortSignal, release: RequestRelease): Promise<void> {
      const client = await pool.connect();
      const deadline = Date.now() + timeoutMs;
      try {
        for (;;) {
          const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, $2)) as locked', [
            this.id,
            KEY_SEED,
          ]);
          if (rows[0].locked) break;
          await client.query('select pg_notify($1, $2)', [CHANNEL, this.id]);
          if (signal.aborted || Date.now() > deadline) throw tusError(BUSY);
          await sleep(RETRY_MS);
        }
      } catch (error) {
        client.release();
        throw error;
      }
      this.client = client;
      holders.set(this.id, release);
    }

    async unlock(): Promise<void> {
      const client = this.client;
      if (!client) return;
      this.client = undefined;
      holders.delete(this.id);
      try {
        await client.query('select pg_advisory_unlock(hashtextextended($1, $2))', [this.id, KEY_SEED]);
        client.release();
      } catch (error) {
        // The connection is gone, and its session's locks with it.
        client.release(error as Error);
      }
    }
  }

  return {
    pool,
    newLock: (id) => new AdvisoryLock(id),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** LISTENs for release requests on a connection of its own, reconnecting after the database comes back. */
function releaseRequests(databaseUrl: string, onRequest: (id: string) => void, onError: (error: Error) => void) {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const start = () => {
    const connection = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = connection;
    const again = (error?: Error) => {
      if (error) onError(error);
      if (closed || client !== connection) return;
      client = undefined;
      connection.end().catch(() => {});
      retry = setTimeout(start, 1_000).unref();
    };
    connection.on('error', again);
    connection.on('end', () => again());
    connection.on('notification', ({ payload }) => payload && onRequest(payload));
    connection
      .connect()
      .then(() => connection.query(`listen ${CHANNEL}`))
      .catch(again);
  };
  start();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
