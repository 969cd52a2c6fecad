import fp from 'fastify-plugin';

/** How long the rest of a refused request's body is read and dropped before its connection is cut. */
const DISCARD_FOR_MS = 30_000;

/**
 * Reads and drops what is left of a request body once its answer has gone. An upload refused at
 * its first bytes (413, 507, a bad field) is answered while most of its body is still coming; the
 * multipart parser then lets go of the request, which stays paused. Node neither reads on nor
 * closes it (it only drains a body no one started reading), so the rest sat in the connection: a
 * keep-alive client's next request on it waited behind that body until the idle timeout (72 s)
 * and then met a reset, and the request also held `close()` up. Dropped as it arrives, the
 * connection is ready for the next request; one still sending after DISCARD_FOR_MS is cut (destroying
 * a request whose body has not ended destroys its connection).
 */
export default fp(async (app) => {
  app.addHook('onResponse', async (request) => {
    const body = request.raw;
    if (body.complete || body.readableEnded || body.destroyed) return;
    const cut = setTimeout(() => body.destroy(), DISCARD_FOR_MS).unref();
    // 'end' too: inject's requests (tests) are never closed after their end.
    const keep = () => clearTimeout(cut);
    body.once('end', keep).once('close', keep);
    body.resume();
  });
});
