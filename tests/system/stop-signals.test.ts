import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN } from '../../server/demo/demo-data';
import { built } from '../setup/built-script';
import { killAllServers, postmasterOf, type ServerProcess, startServer } from './helpers/server-process';
import { tempDirs } from './helpers/temp-dirs';

// Issue 29, item 5: Ctrl+C in a terminal (SIGINT to its whole foreground process group) and
// SIGTERM to the npm process each stop `npm start` and its embedded PostgreSQL cleanly: a request
// in flight still has its database, the exit is 0, nothing is printed but a line, nothing is left.

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs = tempDirs('bo-signals-');
let dataDir: string;

beforeAll(async () => {
  dataDir = await dirs.make();
  // A cluster with one admin, as an operator makes it, instead of the slow demo seed.
  await promisify(execFile)(process.execPath, [built('admin-create.js'), '--email', DEMO_ADMIN.email, '--password', DEMO_ADMIN.password], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
});
afterAll(async () => {
  await killAllServers();
  await dirs.removeAll();
});

/** A login whose body is sent in two halves, so it is in flight between them; its handler then needs the database. */
function loginInTwoHalves(base: string) {
  const body = Buffer.from(JSON.stringify({ emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password }));
  const request = http.request(`${base}/api/auth/user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length, origin: base },
  });
  const answer = new Promise<number | string>((resolve) => {
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  request.write(body.subarray(0, 10));
  return { answer, sendRest: () => request.end(body.subarray(10)) };
}

/** Waits until the server has printed a line matching `pattern`. */
const logged = (server: ServerProcess, pattern: RegExp) =>
  vi.waitFor(() => expect(server.output()).toMatch(pattern), { timeout: 10_000, interval: 20 });

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start on the embedded database', () => {
  it.each([
    ['Ctrl+C (SIGINT to the process group)', (npm: number) => process.kill(-npm, 'SIGINT')],
    ['SIGTERM to the npm process', (npm: number) => process.kill(npm, 'SIGTERM')],
  ])('stops cleanly on %s: the request in flight answered, exit 0, no stack trace, no process left', async (_, signal) => {
    // At debug level the server logs each request as its head is read, and the start of its shutdown.
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'debug' }, { command: 'npm', args: ['start'] });
    const postmaster = await postmasterOf(dataDir);
    const login = loginInTwoHalves(server.url);
    // Its head is read (the route is waiting for the body) before the signal comes: a connection
    // whose request has not begun is idle, and closing ends it (ECONNRESET in CI after a fixed 300 ms).
    await logged(server, /^(?=.*"incoming request")(?=.*\/api\/auth\/user-login).*$/m);
    signal(server.pid);
    await logged(server, /"msg":"shutting down"/);
    login.sendRest();
    expect(await login.answer, server.output()).toBe(200);

    expect(await server.exited, server.output()).toBe(0);
    const output = server.output();
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/"level":[56]0|secretKey|npm error/);
    // npm and the server (one process group) and PostgreSQL (a group of its own) all ended.
    await vi.waitFor(() => expect(running(-server.pid) || running(postmaster)).toBe(false));
  });
});
