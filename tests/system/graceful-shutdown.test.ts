import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../api/helpers/uploads';
import { cloneDatabase, type ClonedDatabase } from './helpers/cloned-database';
import { logIn } from './helpers/http-session';
import { killAllServers, startServer } from './helpers/server-process';

// Issue 17 'Graceful shutdown': SIGTERM stops accepting, lets requests in flight finish within
// SHUTDOWN_TIMEOUT_SECONDS, then closes the pool and exits 0.

let database: ClonedDatabase;
let heading: { id: number; propertyId: number };

beforeAll(async () => {
  database = await cloneDatabase();
  const db = new pg.Pool({ connectionString: database.url, max: 1 });
  const { rows } = await db.query<{ id: number; property_id: number }>(
    `select id, property_id from property_data_room_items where item_type = 'DATA_ROOM' order by id limit 1`,
  );
  heading = { id: rows[0].id, propertyId: rows[0].property_id };
  await db.end();
});
afterAll(async () => {
  await killAllServers();
  await database?.remove();
});

/**
 * A data room upload whose body is sent in two halves: the request is in flight between them.
 * Resolves `sendRest` to send the second half, and `answer` to the status (or the error).
 */
function uploadInTwoHalves(base: string, cookie: string, agent?: http.Agent) {
  const { payload, headers } = multipartBody(
    { name: 'notes.txt', type: 'text/plain', bytes: Buffer.alloc(256 * 1024, 'n') },
    { field: 'File', fields: { PropertyDataRoomId: String(heading.id), PropertyId: String(heading.propertyId) } },
  );
  const half = Math.floor(payload.length / 2);
  const request = http.request(`${base}/api/property-data-room`, {
    method: 'POST',
    headers: { ...headers, 'content-length': payload.length, cookie, origin: base },
    agent,
  });
  const answer = new Promise<number | string>((resolve) => {
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  request.write(payload.subarray(0, half));
  return { answer, sendRest: () => request.end(payload.subarray(half)) };
}

const refusesConnections = async (base: string) =>
  fetch(`${base}/api/health/live`).then(
    () => false,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  );

describe('SIGTERM', () => {
  it('lets an upload in flight finish, refuses new connections meanwhile, and exits 0', async () => {
    const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir });
    const { cookie } = await logIn(server.url);
    const upload = uploadInTwoHalves(server.url, cookie);
    // The first half is read (the handler is streaming the file) before the signal comes.
    await sleep(500);
    process.kill(server.pid, 'SIGTERM');
    await sleep(500);
    expect(await refusesConnections(server.url)).toBe(true);

    upload.sendRest();
    expect(await upload.answer).toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/unhandled error|"level":50/);
  });

  it('answers a request on a kept-alive connection after the signal with 503 in the error shape, and closes that connection', async () => {
    const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir });
    const { cookie } = await logIn(server.url);
    // One connection, kept alive: the second request goes down the socket the upload held open.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const upload = uploadInTwoHalves(server.url, cookie, agent);
    await sleep(500);
    process.kill(server.pid, 'SIGTERM');
    await sleep(500);
    upload.sendRest();
    expect(await upload.answer).toBe(201);

    const next = await new Promise<{ reused: boolean; status?: number; connection?: string; body: string }>((resolve, reject) => {
      const request = http.get(`${server.url}/api/health/live`, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ reused: request.reusedSocket, status: res.statusCode, connection: res.headers.connection, body }));
      });
      request.on('error', reject);
    });
    expect(next).toMatchObject({ reused: true, status: 503, connection: 'close' });
    expect(JSON.parse(next.body)).toEqual({
      error: { code: 'SHUTTING_DOWN', message: 'The server is restarting. Try again in a moment.' },
    });
    expect(await server.exited).toBe(0);
    agent.destroy();
  });

  it('cuts a request still in flight after SHUTDOWN_TIMEOUT_SECONDS, and still exits 0', async () => {
    const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const { cookie } = await logIn(server.url);
    const upload = uploadInTwoHalves(server.url, cookie);
    await sleep(500);
    const signalled = Date.now();
    process.kill(server.pid, 'SIGTERM');
    // The rest of the body never comes.
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(await upload.answer).toMatch(/ECONNRESET|socket hang up/);
  });
});
