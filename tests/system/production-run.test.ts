import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SUPPORT } from '../../server/demo/demo-data';
import { cloneDatabase, type ClonedDatabase } from './helpers/cloned-database';
import { built } from '../setup/built-script';
import { killAllServers, startServer } from './helpers/server-process';

// Issue 17 'Production run': `npm run build` compiles the server, and production runs that
// JavaScript with NODE_ENV=production and no TypeScript loader; it refuses a demo password and
// logs JSON only.

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

// The server and commands are the run's build (npm run build:server's script: tests/setup/built-server.ts).
let database: ClonedDatabase;
const env = () => ({ NODE_ENV: 'production', DATABASE_URL: database.url, DATA_DIR: database.dataDir, LOG_LEVEL: 'info' });

beforeAll(async () => {
  database = await cloneDatabase();
});
afterAll(async () => {
  await killAllServers();
  await database?.remove();
});

/** Each line of what the server printed, parsed: a line that is not JSON fails the test. */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string };
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });

describe('the production run (node dist-server/main.js)', () => {
  it('refuses to start while the demo admin password works, saying which account and how to fix it', async () => {
    const refused = await run(process.execPath, [built('main.js')], {
      cwd: ROOT,
      env: { ...process.env, ...env(), PORT: '0' },
      // Should it start after all, it is ended rather than waited for.
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stdout: '', stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    const [line, ...rest] = logLines(refused.stderr);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 60 });
    expect(line.msg).toContain(`The demo account ${DEMO_ADMIN.email} still logs in with its published password`);
    expect(line.msg).toContain(`npm run admin:create -- --email ${DEMO_ADMIN.email}`);
  });

  it('starts once the demo passwords are changed (with the built admin-create), logs only JSON, and exits 0 on SIGTERM', async () => {
    const adminPassword = 'production-admin-2026';
    for (const [account, args] of [
      [DEMO_ADMIN, ['--password', adminPassword]],
      [DEMO_SUPPORT, ['--role', 'support', '--password', 'production-support-2026']],
    ] as const) {
      await run(process.execPath, [built('admin-create.js'), '--email', account.email, ...args], {
        cwd: ROOT,
        env: { ...process.env, ...env(), LOG_LEVEL: 'silent' },
      });
    }

    const server = await startServer(env(), { args: [built('main.js')] });
    const cmdline = (await readFile(`/proc/${server.pid}/cmdline`, 'utf8')).split('\0');
    expect(cmdline).toContain(built('main.js'));
    expect(cmdline.join(' ')).not.toContain('tsx');
    const environ = (await readFile(`/proc/${server.pid}/environ`, 'utf8')).split('\0');
    expect(environ.filter((entry) => entry.startsWith('NODE_OPTIONS=') && entry.includes('tsx'))).toEqual([]);

    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const login = await fetch(`${server.url}/api/auth/user-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ emailAddress: DEMO_ADMIN.email, password: adminPassword }),
    });
    expect(login.status).toBe(200);

    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = logLines(server.output());
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        `Property back-office is running at ${server.url}`,
        expect.stringMatching(/^POST \/api\/auth\/user-login 200 [\d.]+ ms$/),
        'shutting down',
      ]),
    );
  });
});
