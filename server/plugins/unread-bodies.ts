import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How long the rest of a refused request's body is read and dropped before its connection is cut. */
const DISCARD_FOR_MS = 30_000;
/**
 * How long a connection closed after a refusal is still read from (its answer sent, our side
 * closed): long enough for the client to read the answer over a slow link before a reset.
 */
const LINGER_MS = 2_000;

/** Requests whose refusal ends their connection rather than waiting for the rest of their body. */
const closeAfterAnswer = new WeakSet<IncomingMessage>();

/**
 * Marks a request refused at its first bytes (an upload of a type the route never takes): its
 * answer says `Connection: close` and the connection ends after it, so a browser still sending
 * a 115 MB video stops and shows the refusal, instead of sending the rest to be dropped.
 */
export function closeConnectionAfterAnswer(request: FastifyRequest): void {
  closeAfterAnswer.add(request.raw);
}

const bodyDone = (body: IncomingMessage) => body.complete || body.readableEnded || body.destroyed;

/**
 * Reads and drops what is left of a request body once its answer has gone. An upload refused at
 * its first bytes (413, 507, a bad field) is answered while most of its body is still coming; the
 * multipart parser then lets go of the request, which stays paused. Node neither reads on nor
 * closes it (it only drains a body no one started reading), so the rest sat in the connection: a
 * keep-alive client's next request on it waited behind that body until the idle timeout (72 s)
 * and then met a reset, and the request also held `close()` up. Dropped as it arrives, the
 * connection is ready for the next request; one still sending after DISCARD_FOR_MS is cut (destroying
 * a request whose body has not ended destroys its connection).
 *
 * A request marked by closeConnectionAfterAnswer is closed in stages instead (RFC 9112 §9.6):
 * Node closes a `Connection: close` socket at once, and a client still sending then gets a
 * reset that may erase the answer it has not read yet. So only our side is closed; the rest is
 * read and dropped (as above) until the client closes too, or for LINGER_MS.
 */
export default fp(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    const body = request.raw;
    if (!closeAfterAnswer.has(body) || bodyDone(body)) return;
    reply.header('connection', 'close');
    const socket = body.socket;
    // What Node calls once a `Connection: close` answer is written: here a half-close, the end later.
    socket.destroySoon = () => {
      socket.end();
      const cut = setTimeout(() => socket.destroy(), LINGER_MS).unref();
      socket.once('close', () => clearTimeout(cut));
    };
  });

  app.addHook('onResponse', async (request) => {
    const body = request.raw;
    if (bodyDone(body)) return;
    const cut = setTimeout(() => body.destroy(), DISCARD_FOR_MS).unref();
    // 'end' too: inject's requests (tests) are never closed after their end.
    const keep = () => clearTimeout(cut);
    body.once('end', keep).once('close', keep);
    body.resume();
  });
});
