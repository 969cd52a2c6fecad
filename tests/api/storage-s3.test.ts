import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createStorage } from '../../server/storage';
import { checkS3Store } from '../../server/storage/s3-check';
import { startTestS3, type TestS3 } from '../helpers/s3-server';
import { logLines } from './helpers/log-lines';
import { buildTestApp, loginAs, restartTestApp } from './helpers/test-app';
import { multipartBody, mp4 } from './helpers/uploads';

// Issue 17: STORAGE=s3. The whole app on an S3-compatible store (s3rver on a loopback port):
// images and videos go to the bucket and come back from it, nothing lands in DATA_DIR/files, a
// video upload resumes after a restart from the state tus keeps in the bucket, and a bad
// configuration stops start-up naming the setting.

const TUS = '/api/media/videos/tus';
const MiB = 1024 * 1024;
const EXPIRY_HOURS = 2;

let s3: TestS3;
let app: App;
let base: string;
let cookie: string;
/** The variants of the image the first test uploads. */
let imageLinks: string[] = [];
/** Files under DATA_DIR/files (the demo's, linked in by buildTestApp): none may be added. */
const localFiles = async () =>
  (await readdir(path.join(app.config.dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();

async function listen(built: App) {
  app = built;
  cookie = await loginAs(app);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  s3 = await startTestS3();
  await listen(await buildTestApp({ ...s3.env, VIDEO_MAX_BYTES: String(32 * MiB), VIDEO_UPLOAD_EXPIRY_HOURS: String(EXPIRY_HOURS) }));
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

/** Every file s3rver keeps under `directory` as last written `ms` ago: S3's LastModified of objects and parts. */
async function leaveIdle(directory: string, ms: number) {
  const then = new Date(Date.now() - ms);
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) await utimes(path.join(entry.parentPath, entry.name), then, then);
}

/** A raw tus request over HTTP with the admin session. */
const tus = (method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) =>
  fetch(`${base}${url}`, { method, headers: { cookie, 'tus-resumable': '1.0.0', ...headers }, body: body && new Uint8Array(body) });

describe('files on S3', () => {
  it('keeps an uploaded image and its variants in the bucket and serves them from it', async () => {
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2878c8' } })
      .jpeg()
      .toBuffer();
    const before = await s3.keys();
    const onDisk = await localFiles();
    const { payload, headers } = multipartBody({ name: 'front.jpg', type: 'image/jpeg', bytes });
    const res = await app.inject({ method: 'POST', url: '/api/media/images', payload, headers: { ...headers, cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const { variants } = res.json<{ result: { variants: string[] } }>().result;
    imageLinks = variants;

    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added.length).toBeGreaterThanOrEqual(2);
    expect(added.every((key) => key.startsWith('images/'))).toBe(true);
    expect(await localFiles()).toEqual(onDisk);

    for (const link of variants) {
      const variant = await fetch(`${base}${link}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get('content-type')).toMatch(/^image\//);
      expect((await variant.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it('takes a video by tus in parts, resumes it after a restart from the state in the bucket, and plays it by range', async () => {
    const bytes = mp4(12 * MiB + 123);
    const onDisk = await localFiles();
    const created = await tus('POST', TUS, { 'upload-length': String(bytes.length), 'upload-metadata': `filename ${btoa('tour.mp4')}` });
    expect(created.status).toBe(201);
    const id = created.headers.get('location')?.split('/').pop() ?? '';
    const url = `${TUS}/${id}`;
    const first = await tus(
      'PATCH',
      url,
      { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      bytes.subarray(0, 9 * MiB),
    );
    expect(first.status).toBe(204);

    // Another process (here: the same server restarted) knows nothing of it but what the bucket holds.
    await listen(await restartTestApp(app));
    const head = await tus('HEAD', url);
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('upload-offset'))).toBe(9 * MiB);

    const rest = await tus(
      'PATCH',
      url,
      { 'upload-offset': String(9 * MiB), 'content-type': 'application/offset+octet-stream' },
      bytes.subarray(9 * MiB),
    );
    expect(rest.status, await rest.text()).toBe(204);

    const keys = await s3.keys();
    expect(keys).toContain(`videos/${id}`);
    expect(keys.filter((key) => key.startsWith(`videos/${id}.`))).toEqual([]);
    expect(await localFiles()).toEqual(onDisk);

    const whole = await fetch(`${base}/api/media/videos/${id}/play`, { headers: { cookie } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(`${base}/api/media/videos/${id}/play`, { headers: { cookie, range: `bytes=${5 * MiB}-${5 * MiB + 9}` } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(5 * MiB, 5 * MiB + 10))).toBe(true);
  });

  it('removes unfinished uploads idle past VIDEO_UPLOAD_EXPIRY_HOURS at start-up: multipart upload, parts, tail and state', async () => {
    const bytes = mp4(12 * MiB);
    const start = async (sent: number) => {
      const created = await tus('POST', TUS, { 'upload-length': String(bytes.length) });
      expect(created.status).toBe(201);
      const url = `${TUS}/${created.headers.get('location')?.split('/').pop()}`;
      if (sent) {
        const patched = await tus(
          'PATCH',
          url,
          { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          bytes.subarray(0, sent),
        );
        expect(patched.status).toBe(204);
      }
      return { url, key: `videos/${url.split('/').pop()}` };
    };
    // One 8 MiB part and a 1 MiB tail (.part), and one that never got a byte; both idle for longer than the expiry.
    const [stale, empty] = [await start(9 * MiB), await start(0)];
    const multipartUploads = path.join(s3.directory, s3.bucket, '._S3rver_uploads');
    const unfinished = await readdir(multipartUploads);
    await leaveIdle(s3.directory, (EXPIRY_HOURS + 1) * 60 * 60 * 1000);
    const recent = await start(9 * MiB);
    expect(await s3.keys()).toEqual(expect.arrayContaining([`${stale.key}.info`, `${stale.key}.part`, `${empty.key}.info`]));

    const log = logLines();
    await listen(await restartTestApp(app, { logger: { level: 'info', stream: log.stream } }));
    await expect
      .poll(() => log.lines.find((line) => line.msg === 'removed unfinished video uploads left idle'))
      .toMatchObject({ removed: 2 });

    const keys = await s3.keys();
    expect(keys.filter((key) => key.startsWith(stale.key) || key.startsWith(empty.key))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining([`${recent.key}.info`, `${recent.key}.part`]));
    // Their multipart uploads aborted (parts gone): of those before, none is left; the recent one's is.
    const left = await readdir(multipartUploads);
    expect(left.filter((id) => unfinished.includes(id))).toEqual([]);
    expect(left).toHaveLength(1);
    const head = await tus('HEAD', recent.url);
    expect(Number(head.headers.get('upload-offset'))).toBe(9 * MiB);
  });

  it('is ready while the bucket answers; once it does not, not ready, and files answer 503 in the error shape', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    await s3.close();
    // Probes within a second share one round of checks (health routes): ask a second later.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1_000);
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' }).finally(() => vi.useRealTimers());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_READY', message: 'Not ready: the storage did not answer' } });

    const unavailable = { error: { code: 'FILE_STORE_UNAVAILABLE', message: 'The file store is not answering. Try again in a moment.' } };
    const download = await app.inject({ method: 'GET', url: imageLinks[0] });
    expect(download.statusCode).toBe(503);
    expect(download.json()).toEqual(unavailable);
    const { payload, headers } = multipartBody({
      name: 'x.png',
      type: 'image/png',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    });
    const upload = await app.inject({ method: 'POST', url: '/api/media/images', payload, headers: { ...headers, cookie } });
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toEqual(unavailable);
  });
});

describe('a bad S3 configuration stops start-up with the setting and the reason', () => {
  const env = (extra: Record<string, string>) => ({ ...s3.env, DATABASE_URL: 'postgres://localhost/x', DATA_DIR: '/tmp', ...extra });

  it('refuses STORAGE=s3 without DATABASE_URL, without a bucket, or with half the credentials', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'files' })).toThrow(/STORAGE=s3 needs DATABASE_URL/);
    expect(() => loadConfig({ STORAGE: 's3', DATABASE_URL: 'postgres://localhost/x' })).toThrow(/STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig(env({ S3_SECRET_ACCESS_KEY: '' }))).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig(env({ S3_ENDPOINT: 'localhost:9000' }))).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig(env({ STORAGE: 'disk' }))).toThrow(/STORAGE/);
  });

  it('names the bucket, the credentials or the endpoint, whichever the store refused', async () => {
    const problem = async (extra: Record<string, string>) => {
      const config = loadConfig(env(extra));
      return checkS3Store(createStorage(config), config).then(
        () => 'started',
        (error: Error) => error.message,
      );
    };
    const fresh = await startTestS3('other-bucket');
    try {
      const reachable = { S3_ENDPOINT: fresh.endpoint, S3_BUCKET: fresh.bucket };
      expect(await problem(reachable)).toBe('started');
      expect(await problem({ ...reachable, S3_BUCKET: 'missing-bucket' })).toMatch(
        /^Invalid configuration: S3_BUCKET: there is no bucket 'missing-bucket'/,
      );
      expect(await problem({ ...reachable, S3_ACCESS_KEY_ID: 'NOBODY' })).toMatch(
        /^Invalid configuration: S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY: .* refused them/,
      );
    } finally {
      await fresh.close();
    }
    expect(await problem({ S3_ENDPOINT: fresh.endpoint })).toMatch(
      /^Invalid configuration: S3_ENDPOINT: cannot reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
  });
});
