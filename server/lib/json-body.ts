import type { FastifyInstance } from 'fastify';
import { AppError, INVALID_TEXT_MESSAGE } from '../errors';

/** The charset parameter of a Content-Type, quoted or not. */
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/**
 * An escaped surrogate ("\udfff"): the only way a UTF-8 body can hold half of a character, so
 * bodies without one skip the walk below.
 */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether every string (and key) in a parsed body is whole Unicode, no lone surrogate. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => wellFormed(key) && wellFormed(item));
  }
  return true;
}

/**
 * JSON bodies in UTF-8 only (RFC 8259 8.1). Fastify reads every JSON body as UTF-8 whatever its
 * charset says, so 'Café' sent as latin1 was stored as 'Caf\uFFFD': a body in another charset is
 * refused as a whole rather than stored changed. No charset means UTF-8, as the RFC says.
 * A lone surrogate ("x\udfffy") is refused for the same reason: a text column would store it as
 * U+FFFD, and the audit trail's JSON column cannot store it at all.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && charset.toLowerCase() !== 'utf-8')
      return done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'JSON must be sent as UTF-8 (charset=utf-8 or none)'), undefined);
    void parse(request, body as string, (error, parsed) => {
      if (!error && ESCAPED_SURROGATE.test(body as string) && !wellFormed(parsed)) {
        return done(new AppError(400, 'INVALID_TEXT', INVALID_TEXT_MESSAGE), undefined);
      }
      done(error, parsed);
    });
  });
}
