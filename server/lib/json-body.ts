import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** The charset parameter of a Content-Type, quoted or not. */
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/**
 * JSON bodies in UTF-8 only (RFC 8259 8.1). Fastify reads every JSON body as UTF-8 whatever its
 * charset says, so 'Café' sent as latin1 was stored as 'Caf\uFFFD': a body in another charset is
 * refused as a whole rather than stored changed. No charset means UTF-8, as the RFC says.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && charset.toLowerCase() !== 'utf-8')
      return done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'JSON must be sent as UTF-8 (charset=utf-8 or none)'), undefined);
    void parse(request, body as string, done);
  });
}
