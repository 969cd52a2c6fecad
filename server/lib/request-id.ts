import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A caller's own X-Request-Id (a proxy's or a tracer's) is kept so logs can be correlated, but only
 * as a short token: it goes into every log line of the request and is echoed in a header, so a long
 * one would swell each line and other characters (markup, quotes, text that reads like a log
 * message) would be shown as the caller wrote them to whoever reads the log.
 */
const CALLER_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the caller's X-Request-Id when it is such a token, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
}
