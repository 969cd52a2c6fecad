import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { BackupRefused, type Manifest } from '../../server/backup/archive-format';
import { restoreBackup } from '../../server/backup/restore';
import { writeBackup, type BackupSummary } from '../../server/backup/write-backup';
import { loadConfig } from '../../server/config';
import { createStorage } from '../../server/storage';
import { adminUrlFor, dropDatabase, runAdmin } from '../api/setup/databases';
import { linkStoredFiles } from '../api/setup/stored-files';
import { loginAs } from '../api/helpers/test-app';
import { multipartBody } from '../api/helpers/uploads';
import { filesOnDisk, tableDigests, withClient } from './helpers/backup-digests';
import { expectConsistent } from './helpers/consistency';

const maintenanceUrl = () => inject('maintenanceUrl');

/** A database and data dir of our own: empty, or a copy of the demo template with its pictures. */
interface Target {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

const targets: Target[] = [];

async function newTarget(fromTemplate: boolean): Promise<Target> {
  const name = `bo_backup_${randomBytes(5).toString('hex')}`;
  await runAdmin(maintenanceUrl(), `create database "${name}"${fromTemplate ? ` template "${inject('templateDatabase')}"` : ''}`);
  const parent = await mkdtemp(path.join(tmpdir(), 'bo-backup-'));
  await chmod(parent, 0o755);
  const dataDir = path.join(parent, 'data');
  if (fromTemplate) await linkStoredFiles(inject('templateDataDir'), dataDir);
  const target = {
    url: adminUrlFor(maintenanceUrl(), name),
    dataDir,
    drop: async () => {
      await dropDatabase(maintenanceUrl(), name);
      await rm(parent, { recursive: true, force: true });
    },
  };
  targets.push(target);
  return target;
}

const appOn = async (target: Target) =>
  buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', DATA_DIR: target.dataDir }),
    databaseUrl: target.url,
    poolSize: 4,
  });

const smallPng = () =>
  import('sharp').then(({ default: sharp }) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: `#${randomBytes(3).toString('hex')}` } })
      .png()
      .toBuffer(),
  );

/** Admin writes as the back-office makes them: an agency and an uploaded picture per round. */
async function writeSome(app: App, cookie: string, round: number): Promise<void> {
  const agency = await app.inject({
    method: 'POST',
    url: '/api/agencies',
    headers: { cookie },
    payload: {
      agencyName: `Backup Round ${round} ${randomBytes(3).toString('hex')}`,
      contactPerson: 'Lindiwe Dube',
      contactNumber: '021 555 0100',
      emailAddress: 'l@example.co.za',
    },
  });
  expect(agency.statusCode, agency.body).toBe(201);
  const { payload, headers } = multipartBody({ name: `round-${round}.png`, type: 'image/png', bytes: await smallPng() });
  const image = await app.inject({ method: 'POST', url: '/api/media/images', headers: { cookie, ...headers }, payload });
  expect(image.statusCode, image.body).toBe(200);
}

/** Writes a copy of `archive` to `out` with each entry's bytes as `edit` returns them (the same bytes to keep it). */
async function rewriteArchive(archive: string, out: string, edit: (name: string, bytes: Buffer) => Buffer): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const packed: Buffer[] = [];
  pack.on('data', (chunk: unknown) => packed.push(chunk as Buffer));
  const done = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      const bytes = edit(header.name, Buffer.concat(chunks));
      pack.entry({ ...header, size: bytes.length }, bytes, next);
    });
  });
  extract.on('finish', () => pack.finalize());
  extract.end(gunzipSync(await readFile(archive)));
  await done;
  await writeFile(out, gzipSync(Buffer.concat(packed)));
}

describe('npm run backup / npm run restore (library)', () => {
  let source: Target;
  let app: App;
  let cookie: string;
  let archive: string;
  let backup: BackupSummary;
  /** A transaction on the source that sees exactly the snapshot the archive was taken from. */
  let asOfSnapshot: pg.Client | undefined;

  beforeAll(async () => {
    source = await newTarget(true);
    app = await appOn(source);
    cookie = await loginAs(app);
  });
  afterAll(async () => {
    await asOfSnapshot?.end();
    await app?.close();
    for (const target of targets) await target.drop();
  });

  it('archives a running product and restores every row of every table and every file as of its snapshot', async () => {
    await writeSome(app, cookie, 0);
    // A finished video's hash is recorded a moment after its row commits: a backup then must hash the bytes itself.
    await withClient(source.url, (c) => c.query('update stored_files set sha256 = null where id = (select max(id) from stored_files)'));

    // Writes keep arriving while the backup runs.
    let writing = true;
    let writesDuring = 0;
    const writer = (async () => {
      for (let round = 1; writing; round++) {
        await writeSome(app, cookie, round);
        writesDuring++;
      }
    })();
    archive = path.join(path.dirname(source.dataDir), 'backups', 'backup.tar.gz');
    const started = performance.now();
    backup = await writeBackup({
      databaseUrl: source.url,
      storage: createStorage({ dataDir: source.dataDir }),
      out: archive,
      onSnapshot: async (snapshotId) => {
        asOfSnapshot = new pg.Client({ connectionString: source.url });
        await asOfSnapshot.connect();
        await asOfSnapshot.query('begin isolation level repeatable read read only');
        await asOfSnapshot.query(`set transaction snapshot '${snapshotId}'`);
        // A write that lands while the snapshot is open must not be in the archive.
        await writeSome(app, cookie, -1);
      },
    });
    const backupSeconds = (performance.now() - started) / 1000;
    writing = false;
    await writer;
    expect(writesDuring).toBeGreaterThan(0);
    console.log(
      `backup: ${(backup.bytes / 1024 / 1024).toFixed(1)} MiB, ${backup.rows} rows, ${backup.files} files, ${backupSeconds.toFixed(1)} s`,
    );

    const restored = await newTarget(false);
    const restoreStarted = performance.now();
    const summary = await restoreBackup({ archive, databaseUrl: restored.url, filesRoot: path.join(restored.dataDir, 'files') });
    console.log(`restore: ${summary.rows} rows, ${summary.files} files, ${((performance.now() - restoreStarted) / 1000).toFixed(1)} s`);

    // Every table, row for row, equals the source as the snapshot saw it, and differs from the source now.
    const expected = await tableDigests(asOfSnapshot!);
    expect(await withClient(restored.url, tableDigests)).toEqual(expected);
    expect(await withClient(source.url, tableDigests)).not.toEqual(expected);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['stored_files', 'activity', 'users', 'sessions']));

    // Every file a restored row names is there with the source's bytes, and nothing else is.
    const { rows: fileRows } = await asOfSnapshot!.query<{ key: string; sha256: string | null }>(
      'select storage_key as key, sha256 from stored_files',
    );
    const restoredFiles = await filesOnDisk(restored.dataDir);
    expect(Object.keys(restoredFiles).sort()).toEqual(fileRows.map((r) => r.key).sort());
    const sourceFiles = await filesOnDisk(source.dataDir);
    for (const row of fileRows) {
      expect(restoredFiles[row.key]).toBe(sourceFiles[row.key]);
      if (row.sha256) expect(restoredFiles[row.key]).toBe(row.sha256);
    }
    expect(fileRows.filter((r) => r.sha256 === null)).toHaveLength(1);
    await expectConsistent(restored.url, restored.dataDir);

    // The restored product works: logs in, serves a picture, and takes new rows (its sequences continue after the loaded ids).
    const revived = await appOn(restored);
    try {
      const again = await loginAs(revived);
      await writeSome(revived, again, 99);
      const { rows } = await withClient(restored.url, (c) =>
        c.query<{ id: string }>(`select id from media_images order by created_at desc limit 1 offset 1`),
      );
      const picture = await revived.inject({ method: 'GET', url: `/api/media/images/${rows[0].id}/display.webp` });
      expect(picture.statusCode).toBe(200);
    } finally {
      await revived.close();
    }
  });

  it('refuses a target that is not empty, and leaves it as it was', async () => {
    const occupied = await newTarget(true);
    await expect(restoreBackup({ archive, databaseUrl: occupied.url, filesRoot: path.join(occupied.dataDir, 'files') })).rejects.toThrow(
      /is not empty: a restore goes only into an empty data dir/,
    );

    const emptyDir = await newTarget(false);
    await expect(restoreBackup({ archive, databaseUrl: occupied.url, filesRoot: path.join(emptyDir.dataDir, 'files') })).rejects.toThrow(
      /The database .* is not empty/,
    );
    expect(await filesOnDisk(emptyDir.dataDir)).toEqual({});
    expect(await withClient(occupied.url, (c) => c.query('select count(*)::int as n from agencies'))).toMatchObject({ rows: [{ n: 8 }] });
  });

  it('refuses a damaged archive with a message naming what is wrong, writing nothing', async () => {
    const target = await newTarget(false);
    const filesRoot = path.join(target.dataDir, 'files');
    const damaged = `${archive}.flipped.tar.gz`;
    let entry = '';
    await rewriteArchive(archive, damaged, (name, bytes) => {
      if (entry || !name.startsWith('files/')) return bytes;
      entry = name;
      bytes[bytes.length >> 1] ^= 0x01;
      return bytes;
    });
    await expect(restoreBackup({ archive: damaged, databaseUrl: target.url, filesRoot })).rejects.toThrow(
      new BackupRefused(`The archive ${damaged} is damaged: ${entry} does not match the SHA-256 in its manifest.`),
    );

    const truncated = `${archive}.truncated.tar.gz`;
    const bytes = await readFile(archive);
    await writeFile(truncated, bytes.subarray(0, bytes.length >> 1));
    await expect(restoreBackup({ archive: truncated, databaseUrl: target.url, filesRoot })).rejects.toThrow(
      /is damaged or not a backup \(unexpected end of file\)/,
    );

    expect(await filesOnDisk(target.dataDir)).toEqual({});
    expect(
      await withClient(target.url, (c) => c.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`)),
    ).toMatchObject({
      rows: [{ n: 0 }],
    });
  });

  it('refuses an archive from a newer version of the product, whose schema this code cannot build', async () => {
    const target = await newTarget(false);
    const newer = `${archive}.newer.tar.gz`;
    await rewriteArchive(archive, newer, (name, bytes) => {
      if (name !== 'manifest.json') return bytes;
      const manifest = JSON.parse(bytes.toString()) as Manifest;
      const last = manifest.migrations.at(-1)!;
      manifest.migrations.push({ id: last.id + 1, hash: 'f'.repeat(64), createdAt: last.createdAt + 1 });
      return Buffer.from(JSON.stringify(manifest));
    });
    await expect(restoreBackup({ archive: newer, databaseUrl: target.url, filesRoot: path.join(target.dataDir, 'files') })).rejects.toThrow(
      /^The archive was made by a newer version of the product \(schema at migration \d+, this code knows \d+\): restore it with that version or a later one\.$/,
    );
    expect(await filesOnDisk(target.dataDir)).toEqual({});
  });

  it('leaves the target empty when the load fails part way (files written, then a count that does not match)', async () => {
    const target = await newTarget(false);
    const inconsistent = `${archive}.miscounted.tar.gz`;
    await rewriteArchive(archive, inconsistent, (name, bytes) => {
      if (name !== 'manifest.json') return bytes;
      const manifest = JSON.parse(bytes.toString()) as Manifest;
      manifest.tables.find((t) => t.name === 'agencies')!.rows += 1;
      return Buffer.from(JSON.stringify(manifest));
    });
    await expect(
      restoreBackup({ archive: inconsistent, databaseUrl: target.url, filesRoot: path.join(target.dataDir, 'files') }),
    ).rejects.toThrow(/^agencies has \d+ rows after loading, but the archive holds \d+\.$/);
    expect(await filesOnDisk(target.dataDir)).toEqual({});
    expect(
      await withClient(target.url, (c) => c.query(`select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace`)),
    ).toMatchObject({
      rows: [{ n: 0 }],
    });
  });
});
