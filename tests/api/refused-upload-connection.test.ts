import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyWithDataRoom } from './helpers/data-rooms';
import { useLoggedInApp } from './helpers/logged-in-app';

// Over a real connection, not inject: what is at stake is the rest of a body the server does not read.
const api = useLoggedInApp({ DATA_ROOM_FILE_MAX_BYTES: String(64 * 1024) });
let base: string;
let form: { body: Buffer; type: string };
beforeAll(async () => {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const room = await propertyWithDataRoom(api);
  const heading = (await room.round(2)).find((item) => item.level === 2)!;
  // 1.5 MB, far over the limit: refused at its first 64 KB while the rest is in the connection's buffers.
  const data = new FormData();
  data.append('PropertyDataRoomId', String(heading.id));
  data.append('PropertyId', String(room.propertyId));
  data.append('File', new Blob([new Uint8Array(1_500_000).fill(97)], { type: 'text/plain' }), 'notes.txt');
  const encoded = new Response(data);
  form = { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
});

/** One request on `agent`; rejects if no answer comes within 5 s (the idle timeout a stuck connection waits for is 72 s). */
function request(agent: http.Agent, method: string, url: string, headers: http.OutgoingHttpHeaders = {}, body?: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, { agent, method, headers: { cookie: api.cookie, origin: base, ...headers }, timeout: 5000 });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${method} ${url} within 5 s`)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const upload = (agent: http.Agent, headers: http.OutgoingHttpHeaders = {}) =>
  request(
    agent,
    'POST',
    '/api/property-data-room',
    { 'content-type': form.type, 'content-length': form.body.length, ...headers },
    form.body,
  );

describe('an upload refused before its body has arrived', () => {
  const agents: http.Agent[] = [];
  const agent = (options: http.AgentOptions) => {
    agents.push(new http.Agent(options));
    return agents.at(-1)!;
  };
  afterAll(() => agents.forEach((a) => a.destroy()));

  it('gets its 413, and the kept-alive connection then serves the next request at once', async () => {
    const one = agent({ keepAlive: true, maxSockets: 1 });
    let reused = 0;
    one.on('free', () => reused++);
    const refused = await upload(one);
    expect(refused.status, refused.body).toBe(413);
    const next = await request(one, 'GET', '/api/auth/session');
    expect(next.status).toBe(200);
    expect(reused).toBe(2); // both went over the one connection
  });

  it('gets its 413 when the client closes after the answer', async () => {
    const refused = await upload(agent({ keepAlive: false }), { connection: 'close' });
    expect(refused.status, refused.body).toBe(413);
  });
});
