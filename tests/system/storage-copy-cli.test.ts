import { execFile } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../helpers/s3-server';
import { cloneDatabase, type ClonedDatabase } from './helpers/cloned-database';
import { logIn } from './helpers/http-session';
import { killAllServers, startServer } from './helpers/server-process';

// Issue 17, moving a product to S3 as docs/deployment.md says: `npm run storage:copy` with the
// servers' new settings and the old DATA_DIR, then a server on STORAGE=s3 serves the old files.

const ROOT = path.resolve(import.meta.dirname, '../..');

let database: ClonedDatabase;
let s3: TestS3;
beforeAll(async () => {
  [database, s3] = await Promise.all([cloneDatabase(), startTestS3()]);
});
afterAll(async () => {
  await killAllServers();
  await s3?.close();
  await database?.remove();
});

/** `npm run storage:copy` as an operator runs it; resolves with its exit code and what it printed. */
const storageCopy = (env: Record<string, string>) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'storage:copy'],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });

describe('npm run storage:copy', () => {
  it('refuses without STORAGE=s3, copies every file into the bucket, copies nothing the second time, and a server on S3 then serves them', async () => {
    const settings = { DATABASE_URL: database.url, DATA_DIR: database.dataDir };
    const refused = await storageCopy(settings);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('Set STORAGE=s3');

    const db = new pg.Pool({ connectionString: database.url, max: 1 });
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from stored_files');
    await db.end();
    const first = await storageCopy({ ...settings, ...s3.env });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`${rows[0].n} files copied, 0 already in the bucket, 0 missing`);
    const second = await storageCopy({ ...settings, ...s3.env });
    expect(second.output).toContain(`0 files copied, ${rows[0].n} already in the bucket, 0 missing`);

    // A server on the bucket, with a DATA_DIR of its own: every file comes from S3.
    const server = await startServer({ ...s3.env, DATABASE_URL: database.url, DATA_DIR: path.join(database.dataDir, 'elsewhere') });
    const session = await logIn(server.url);
    const res = await session.request('GET', '/api/property-media-items?propertyId=1');
    const items = (await res.json()) as { fileType: string; mediaLink: string | null }[];
    const image = items.find((item) => item.fileType === 'image' && item.mediaLink?.startsWith('/api/media/images/'));
    expect(image, 'the demo property has an image of ours').toBeDefined();
    const picture = await fetch(`${server.url}${image!.mediaLink}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });
});
