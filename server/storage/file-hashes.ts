import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { Storage } from './storage';

/**
 * Fills in the SHA-256 of stored files committed without one (finished tus uploads, see
 * PendingObject.sha256), one file at a time, reading each back through the storage. A pass
 * runs when the server is ready (so a restart finishes what the last process left) and after
 * each such commit; a file whose bytes cannot be read is logged and left for the next start.
 * A pass the database cut short (down, restarting) is tried again a while later.
 */
export interface FileHashes {
  /** Starts a pass, or asks the running one to look again when it ends. */
  schedule(): void;
  /** Resolves once no pass is running or due. */
  settled(): Promise<void>;
  /** Ends the current pass between two reads; the file it was reading is hashed on the next start. */
  stop(): Promise<void>;
}

/** After a pass the database cut short: long enough not to flood the log while it is down. */
const RETRY_AFTER_OUTAGE_MS = 30_000;

export function fileHashes(db: Db, storage: Storage, log: FastifyBaseLogger): FileHashes {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  let retry: NodeJS.Timeout | undefined;

  async function pass() {
    // Within one pass a failed file is not retried, or a missing object would loop forever.
    const failed: number[] = [];
    while (!stopping.signal.aborted) {
      const [next] = await db
        .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
        .from(storedFiles)
        .where(and(isNull(storedFiles.sha256), failed.length ? notInArray(storedFiles.id, failed) : undefined))
        .orderBy(asc(storedFiles.id))
        .limit(1);
      if (!next) return;
      try {
        const sha256 = await hashObject(storage, next.storageKey, stopping.signal);
        await db
          .update(storedFiles)
          .set({ sha256 })
          .where(and(eq(storedFiles.id, next.id), isNull(storedFiles.sha256)));
      } catch (error) {
        if (stopping.signal.aborted) return;
        // The database went away, not this file's bytes: the whole pass is tried again later.
        if (isDatabaseUnavailable(error)) throw error;
        failed.push(next.id);
        log.error({ err: error, storedFileId: next.id }, 'hashing a stored file failed');
      }
    }
  }

  async function loop() {
    do {
      again = false;
      await pass();
    } while (again && !stopping.signal.aborted);
  }

  function schedule() {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(retry);
    running = loop()
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) return log.error({ err: error }, 'hashing stored files failed');
        log.warn(
          { err: error },
          `hashing stored files paused: the database is not answering; trying again in ${RETRY_AFTER_OUTAGE_MS / 1000} s`,
        );
        retry = setTimeout(schedule, RETRY_AFTER_OUTAGE_MS).unref();
      })
      .finally(() => (running = undefined));
  }

  return {
    schedule,
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopping.abort();
      clearTimeout(retry);
      await running;
    },
  };
}

async function hashObject(storage: Storage, key: string, signal: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  const stream = await storage.get(key);
  try {
    for await (const chunk of stream) {
      signal.throwIfAborted();
      hash.update(chunk as Buffer);
    }
  } finally {
    stream.destroy();
  }
  return hash.digest('hex');
}
