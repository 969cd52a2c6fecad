/**
 * Whether an error says the database cannot be reached right now (stopped, restarting, refusing
 * sessions, out of connection slots) rather than that it refused a query: the same request may
 * well succeed in a moment, so the client gets a 503, not a 500 (errors.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain = errorChain(error);
  if (chain.some((link) => UNAVAILABLE_STATE.test(link.code ?? '') || DRIVER_MESSAGES.has(link.message ?? ''))) return true;
  // A refused or cut socket is the database's only when its driver raised it: the file store's
  // S3 client meets the same codes, and its outage is not the database's.
  return chain.some((link) => fromDatabase.has(link)) && chain.some((link) => NETWORK_CODES.has(link.code ?? ''));
}

/** Remembers `error` as raised by the database driver (server/db/client.ts marks every connection's errors). */
export function markDatabaseError<E>(error: E): E {
  if (typeof error === 'object' && error !== null) fromDatabase.add(error);
  return error;
}

/**
 * SQLSTATEs of a server going away or not taking sessions: class 08 (connection exception),
 * 57P01 admin_shutdown (a fast stop), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
 * up, shutting down, recovering), 53300 too_many_connections.
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres and its pool say when no connection can be had, or the one in use was lost. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

/** A socket's failures: refused, reset, timed out, no route, or a name that did not resolve (DNS during a failover). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const fromDatabase = new WeakSet<object>();

interface ErrorLink {
  code?: string;
  message?: string;
  cause?: unknown;
  errors?: unknown;
}

/**
 * The error, what it wraps (Drizzle puts the driver's error on `cause`) and, for an
 * AggregateError (a host name with several addresses, each refused), each of its errors.
 */
function errorChain(error: unknown): ErrorLink[] {
  const links: ErrorLink[] = [];
  const pending = [error];
  // Bounded, and each error once: a cause may point back at its wrapper.
  while (pending.length && links.length < 20) {
    const link = pending.shift();
    if (typeof link !== 'object' || link === null || links.includes(link)) continue;
    links.push(link);
    const { cause, errors } = link as ErrorLink;
    pending.push(cause, ...(Array.isArray(errors) ? (errors as unknown[]) : []));
  }
  return links;
}
