import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { restoreBackup } from '../../server/backup/restore';
import { writeBackup } from '../../server/backup/write-backup';
import { loadConfig } from '../../server/config';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../server/db/embedded/start-embedded';
import { startReaper } from '../../server/db/embedded/reaper';
import { EMBEDDED_DATABASE } from '../../server/db/embedded/database-name';
import { DEMO_ADMIN } from '../../server/demo/demo-data';
import { createStorage } from '../../server/storage';
import { loginAs } from '../api/helpers/test-app';
import { adminUrlFor, dropDatabase, runAdmin } from '../api/setup/databases';
import { linkStoredFiles } from '../api/setup/stored-files';
import { bySoak } from '../helpers/soak';
import { tableDigests, withClient } from './helpers/backup-digests';
import { tempDirs } from './helpers/temp-dirs';
import { built } from '../setup/built-script';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The children run on the embedded PostgreSQL in their DATA_DIR, whatever this run's DATABASE_URL. */
const childEnv = (dataDir: string, extra: Record<string, string> = {}) => {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...extra };
  delete env.DATABASE_URL;
  return env;
};

/** Commands still running (a test that timed out): ended before their dirs are removed. */
const commands = new Set<ChildProcess>();

/** Runs an npm script as an operator would, resolving with what it printed; a failure rejects with its output. */
function npmRun(script: string, args: string[], dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // In a process group of its own, so that npm, tsx and the command end together if the test gives up.
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: childEnv(dataDir), detached: true });
    commands.add(child);
    child.once('exit', () => commands.delete(child));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${script} exited with ${code}:\n${output}`))));
  });
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

const servers = new Set<Server>();

/** The real server (the run's build of it, which npm start runs through tsx) on its embedded PostgreSQL in `dataDir`. */
async function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, [built('main.js')], {
    cwd: ROOT,
    env: childEnv(dataDir, { PORT: '0', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT_MAX: '1000' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const reaper = child.pid ? startReaper(child.pid) : undefined;
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /running at (http:\/\/\S+)/.exec(output);
      if (started) resolve(started[1]);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const server = {
    url,
    stop: async () => {
      servers.delete(server);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      reaper?.kill();
    },
  };
  servers.add(server);
  return server;
}

/** The demo admin's session on a server, and its agencies as the Agencies screen lists them. */
async function logIn(server: Server) {
  const login = await fetch(`${server.url}/api/auth/user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  expect(login.status).toBe(200);
  const cookie = /authToken=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
  const request = (url: string, init: RequestInit = {}) =>
    fetch(`${server.url}${url}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });
  const agencies = async () => {
    const res = await request('/api/agencies');
    expect(res.status).toBe(200);
    return (await res.json()) as { id: number; agencyName: string }[];
  };
  return { request, agencies };
}

const scratch = tempDirs('bo-backup-cli-');
const scratchDir = () => scratch.make();

const clusters = new Set<EmbeddedCluster>();

afterAll(async () => {
  for (const command of commands) process.kill(-command.pid!, 'SIGKILL');
  for (const server of servers) await server.stop();
  for (const cluster of clusters) await cluster.stop();
  await scratch.removeAll();
});

/**
 * An archive of a copy of the test template (the demo data), to give a data dir its product.
 * `withFiles: false` leaves out the stored files and every row that refers to one, for speed.
 */
async function demoArchive(work: string, { withFiles }: { withFiles: boolean }): Promise<string> {
  const demo = `bo_backup_cli_${randomBytes(5).toString('hex')}`;
  const maintenanceUrl = inject('maintenanceUrl');
  const out = path.join(work, 'demo.tar.gz');
  await runAdmin(maintenanceUrl, `create database "${demo}" template "${inject('templateDatabase')}"`);
  try {
    const databaseUrl = adminUrlFor(maintenanceUrl, demo);
    if (withFiles) await linkStoredFiles(inject('templateDataDir'), path.join(work, 'demo'));
    else await withClient(databaseUrl, (c) => c.query('truncate stored_files cascade'));
    await writeBackup({ databaseUrl, storage: createStorage({ dataDir: path.join(work, 'demo') }), out });
  } finally {
    await dropDatabase(maintenanceUrl, demo);
  }
  return out;
}

/** `npm run backup` with the defaults: one archive in DATA_DIR/backups, named for its time, readable by its owner only. */
async function backupWithCli(dataDir: string): Promise<string> {
  const printed = await npmRun('backup', [], dataDir);
  const [archive] = await readdir(path.join(dataDir, 'backups'));
  expect(archive).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
  const archivePath = path.join(dataDir, 'backups', archive);
  expect(printed).toContain(`Backup written: ${archivePath}`);
  expect(printed).toMatch(/MiB, \d+ rows in \d+ tables, \d+ files/);
  expect((await stat(archivePath)).mode & 0o077).toBe(0);
  return archivePath;
}

const agencyBody = (agencyName: string) =>
  JSON.stringify({ agencyName, contactPerson: 'Sipho Khumalo', contactNumber: '021 555 0100', emailAddress: 's@example.co.za' });

describe('npm run backup and npm run restore on the embedded PostgreSQL', () => {
  it('backs up while the embedded PostgreSQL is owned by a running product, and restores into an empty dir', async () => {
    const work = await scratchDir();
    const seed = await demoArchive(work, { withFiles: false });
    // The product: its PostgreSQL in DATA_DIR/pg, started and owned by this process as npm start's server owns it.
    const first = path.join(work, 'first');
    const cluster = await startEmbeddedPostgres(path.join(first, 'pg'));
    clusters.add(cluster);
    await runAdmin(cluster.url, `create database ${EMBEDDED_DATABASE}`);
    const sourceUrl = cluster.urlFor(EMBEDDED_DATABASE);
    await restoreBackup({ archive: seed, databaseUrl: sourceUrl, filesRoot: path.join(first, 'files') });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', DATA_DIR: first }),
      databaseUrl: sourceUrl,
    });
    try {
      const cookie = await loginAs(app);
      const created = await app.inject({
        method: 'POST',
        url: '/api/agencies',
        headers: { cookie, 'content-type': 'application/json' },
        payload: agencyBody('Backed Up Realty'),
      });
      expect(created.statusCode, created.body).toBe(201);

      const archivePath = await backupWithCli(first);
      const expected = await withClient(sourceUrl, tableDigests);
      // The product went on serving: its database was never stopped.
      expect((await app.inject({ method: 'GET', url: '/api/agencies', headers: { cookie } })).statusCode).toBe(200);

      const second = path.join(work, 'second');
      expect(await npmRun('restore', [archivePath, '--data-dir', second], second)).toContain(`into ${second}`);
      await expect(npmRun('restore', [archivePath, '--data-dir', second], second)).rejects.toThrow(
        /is not empty: a restore goes only into an empty data dir/,
      );
      const restored = await startEmbeddedPostgres(path.join(second, 'pg'));
      clusters.add(restored);
      expect(await withClient(restored.urlFor(EMBEDDED_DATABASE), tableDigests)).toEqual(expected);
    } finally {
      await app.close();
    }
  });

  // The whole path an operator takes, with the demo data's files and real server processes: slow, so soak only.
  it.runIf(bySoak(false, true))(
    'backs up a running server, restores into an empty dir, and the restored server shows the same data',
    async () => {
      const work = await scratchDir();
      const first = path.join(work, 'first');
      await npmRun('restore', [await demoArchive(work, { withFiles: true }), '--data-dir', first], first);

      const server = await startServer(first);
      const api = await logIn(server);
      const created = await api.request('/api/agencies', { method: 'POST', body: agencyBody('Backed Up Realty') });
      expect(created.status).toBe(201);
      const before = await api.agencies();

      // While the server runs: the backup reaches the PostgreSQL that the server started.
      const archivePath = await backupWithCli(first);
      // The server went on serving throughout.
      expect(await api.agencies()).toEqual(before);
      await server.stop();

      const second = path.join(work, 'second');
      const restoredOutput = await npmRun('restore', [archivePath, '--data-dir', second], second);
      expect(restoredOutput).toContain(`into ${second}`);
      await expect(npmRun('restore', [archivePath, '--data-dir', second], second)).rejects.toThrow(
        /is not empty: a restore goes only into an empty data dir/,
      );

      const restored = await startServer(second);
      const after = await logIn(restored);
      expect(await after.agencies()).toEqual(before);
      expect(before.map((a) => a.agencyName)).toContain('Backed Up Realty');
      await restored.stop();
    },
    // Two restores, a backup and two server starts on the demo data: minutes on a busy machine.
    600_000,
  );
});
