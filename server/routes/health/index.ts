import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { HealthLive, HealthReady } from '@common/api/health';
import { AppError, ErrorResponse } from '../../errors';

/** A check that has not answered by then counts as failed: a load balancer must not wait on a hung database. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * How long one round of the ready checks answers every probe: a flood of probes (or a dozen load
 * balancers' every second) then costs one database query a second, not one each, which halved
 * the admin list's throughput. Short enough that a failure or a recovery shows within a second.
 */
const READY_CACHE_MS = 1_000;

const tags = ['health'];

/**
 * For a load balancer or an orchestrator, without a session. `live`: the process answers (restart
 * it if not). `ready`: it can serve now, its database and file store answering (send it no traffic
 * if not). Neither says more than which part is down: the reason goes to the log.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Probes while a round runs share it too, so a hung database is waited on once, not per probe.
  // A clock set back (age below 0) starts a new round rather than keeping this one until it catches up.
  let lastRound: { startedAt: number; failed: Promise<[part: string, reason: unknown][]> } | undefined;
  const readyChecks = () => {
    const age = lastRound ? Date.now() - lastRound.startedAt : Infinity;
    if (!lastRound || age < 0 || age >= READY_CACHE_MS) {
      const failed = Promise.all([probe(() => app.db.execute(sql`select 1`)), probe(() => app.storage.ready())]).then(
        ([database, storage]) => Object.entries({ database, storage }).filter(([, error]) => error !== undefined),
      );
      lastRound = { startedAt: Date.now(), failed };
    }
    return lastRound.failed;
  };
  // A lost connection ends the round at once: the database stopping must not be answered 'ready' from before.
  app.onDatabaseLost(() => (lastRound = undefined));

  app.get(
    '/health/live',
    { schema: { tags, summary: 'The process is up (for a liveness probe)', response: { 200: HealthLive } }, config: { public: true } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'The database and the file store answer (for a readiness probe); 503 names the part that does not',
        response: { 200: HealthReady, 503: ErrorResponse },
      },
      config: { public: true },
    },
    async () => {
      const failed = await readyChecks();
      if (failed.length) {
        const error = new AppError(503, 'NOT_READY', `Not ready: the ${failed.map(([part]) => part).join(' and the ')} did not answer`);
        // For the operator's log line (the error handler logs a 5xx with its cause), not the answer.
        error.cause = Object.fromEntries(failed.map(([part, reason]) => [part, String(reason)]));
        throw error;
      }
      return { status: 'ready' as const, checks: { database: 'ok' as const, storage: 'ok' as const } };
    },
  );
};

/** The error `check` failed with, or undefined once it succeeded within the timeout. */
async function probe(check: () => Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return undefined;
  } catch (error) {
    return error ?? new Error('failed');
  } finally {
    clearTimeout(timer);
  }
}
