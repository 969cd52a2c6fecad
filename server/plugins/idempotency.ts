import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { isWrite } from './session';

const HEADER = 'idempotency-key';
/** How long an answer is kept for the same key (the IETF draft suggests at least a day). */
const KEEP = '1 day';
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** A twin arriving while the first is under way waits for its answer this long, asking this often. */
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 50;
/** A first request still unanswered after this is taken as lost (its process died mid-way). */
const ABANDONED_AFTER = '2 minutes';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

interface Claim {
  userId: number;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key: its answer is kept for a repeat. */
    idempotencyClaim?: Claim;
  }
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/**
 * `Idempotency-Key` on a POST (draft-ietf-httpapi-idempotency-key-header): the first request with a
 * key does its work and its successful answer is kept a day; the same request again, from the same
 * admin, gets that answer back (with `Idempotent-Replayed: true`) and changes nothing. A twin sent
 * while the first is still under way waits for it rather than doing the work twice. A failed first
 * answer is not kept, so the admin can correct the request and send it again with the same key.
 */
export default fp(async (app) => {
  app.decorateRequest('idempotencyClaim', undefined);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[HEADER];
    if (header === undefined || request.method !== 'POST' || !isWrite(request) || !request.user) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header))
      throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
    const claim = { userId: request.user.id, key: header };
    const fingerprint = fingerprintOf(request);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      if (await claimKey(claim, fingerprint)) {
        request.idempotencyClaim = claim;
        return;
      }
      const [kept] = await app.db
        .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.status, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(keyOf(claim));
      // Gone between the two statements: the first failed and let its key go; claim it again.
      if (!kept) continue;
      if (kept.fingerprint !== fingerprint)
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
      if (kept.status !== null) return replay(reply, kept.status, kept.response);
      if (Date.now() > deadline)
        throw new AppError(409, 'IDEMPOTENCY_KEY_IN_USE', 'The same request is still being processed. Try again in a moment.');
      await sleep(POLL_MS);
    }
  });

  // Kept before the client hears back, so a repeat sent the moment it does finds the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const where = keyOf(claim);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    if (ok) await app.db.update(idempotencyKeys).set({ status: reply.statusCode, response: payload }).where(where);
    else await app.db.delete(idempotencyKeys).where(where);
    return payload;
  });

  // An answer never sent (the connection dropped mid-way) must not hold its key for a day.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (claim) await app.db.delete(idempotencyKeys).where(and(keyOf(claim), isNull(idempotencyKeys.status)));
  });

  const purge = () =>
    app.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}::interval`))
      .catch((error: unknown) => app.log.warn({ err: error }, 'expired idempotency keys not purged'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  /** Takes the key for this request: a new key, one whose day has passed, or one whose first request was lost. */
  async function claimKey(claim: Claim, fingerprint: string): Promise<boolean> {
    const taken = await app.db
      .insert(idempotencyKeys)
      .values({ ...claim, fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { fingerprint, status: null, response: null, createdAt: sql`now()` },
        setWhere: sql`${idempotencyKeys.createdAt} < now() - ${KEEP}::interval
          or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - ${ABANDONED_AFTER}::interval)`,
      })
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0;
  }
});

/** The row of one admin's key. */
const keyOf = (claim: Claim) => and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

function replay(reply: FastifyReply, status: number, response: string | null) {
  return reply
    .status(status)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(response ?? '');
}
