import type { FastifyRequest } from 'fastify';

/**
 * Whether the client went away before all of the request's body had arrived: a cancelled upload,
 * a closed tab, a lost network. Node then destroys the request, and whatever was reading the
 * body fails with 'aborted' (ECONNRESET) or the multipart parser's premature close.
 */
export const cancelledByClient = (request: FastifyRequest): boolean => request.raw.readableAborted;

/**
 * The one line such a request gets: info, with no stack, since it is the client's choice and no
 * failure of ours (it used to be logged as an unhandled error, a stack trace per cancelled upload).
 */
export function logCancelled(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length']);
  request.log.info(
    { method: request.method, url: request.url, ...(declared > 0 && { contentLength: declared }) },
    'request cancelled by the client before its body had arrived',
  );
}
