import { createHash } from 'node:crypto';
import { readdir, stat, utimes } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../server/app';
import { activity, mediaVideos, propertyMediaItems, storedFiles } from '../../server/db/schema';
import { logLines } from './helpers/log-lines';
import { buildTestApp, loginAs, restartTestApp } from './helpers/test-app';
import { mp4 } from './helpers/uploads';

const MAX_BYTES = 4 * 1024 * 1024;
const EXPIRY_HOURS = 2;
const TUS = '/api/media/videos/tus';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let app: App;
let base: string;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp({ VIDEO_MAX_BYTES: String(MAX_BYTES), VIDEO_UPLOAD_EXPIRY_HOURS: String(EXPIRY_HOURS) });
  cookie = await loginAs(app);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Uploads through tus-js-client over HTTP as the Video Upload form does (smaller chunks); resolves with the upload id. */
function tusUpload(bytes: Buffer, { chunkSize = 64 * 1024, filename = 'tour.mp4' } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint: `${base}${TUS}`,
      chunkSize,
      retryDelays: [],
      headers: { cookie },
      metadata: { filename, filetype: 'video/mp4' },
      onError: reject,
      onSuccess: () => resolve(String(upload.url).split('/').pop() ?? ''),
    });
    upload.start();
  });
}

/** A raw tus request over HTTP with the admin session. */
function tus(method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) {
  return fetch(`${base}${url}`, { method, headers: { cookie, 'tus-resumable': '1.0.0', ...headers }, body: body && new Uint8Array(body) });
}
const create = async (length: number) => {
  const res = await tus('POST', TUS, { 'upload-length': String(length), 'upload-metadata': `filename ${btoa('walk.mp4')}` });
  expect(res.status).toBe(201);
  return `${TUS}/${res.headers.get('location')?.split('/').pop()}`;
};
const patch = (url: string, offset: number, bytes: Buffer) =>
  tus('PATCH', url, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes);
const offsetOf = async (url: string) => Number((await tus('HEAD', url)).headers.get('upload-offset'));

const filesUnder = async (dir: string) =>
  (await readdir(path.join(app.config.dataDir, 'files', dir)).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));

async function expectStoredVideo(id: string, bytes: Buffer) {
  // The SHA-256 of a tus upload is read back right after its commit (server/storage/file-hashes.ts).
  await app.fileHashes.settled();
  const [row] = await app.db
    .select()
    .from(mediaVideos)
    .innerJoin(storedFiles, eq(storedFiles.id, mediaVideos.fileId))
    .where(eq(mediaVideos.id, id));
  expect(row.stored_files).toMatchObject({
    storageKey: `videos/${id}`,
    sizeBytes: bytes.length,
    sha256: sha256(bytes),
    contentType: 'video/mp4',
  });
  const play = await app.inject({ method: 'GET', url: `/api/media/videos/${id}/play` });
  expect(play.rawPayload.equals(bytes)).toBe(true);
}

describe('tus video upload', () => {
  it('takes an upload in several chunks and answers its details with a preview URL', async () => {
    const bytes = mp4(300 * 1024);
    const id = await tusUpload(bytes);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const res = await app.inject({ method: 'GET', url: `/api/media/videos/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      preview: `/api/media/videos/${id}/play`,
      contentType: 'video/mp4',
      size: bytes.length,
      originalName: 'tour.mp4',
      sha256: expect.toBeOneOf([null, sha256(bytes)]),
      createdAt: expect.any(String),
    });
    await expectStoredVideo(id, bytes);
    const later = await app.inject({ method: 'GET', url: `/api/media/videos/${id}`, headers: { cookie } });
    expect(later.json().sha256).toBe(sha256(bytes));
    expect(await filesUnder('.tus')).toEqual([]);
  });

  it('takes a chunk larger than the 1 MiB JSON body limit in one PATCH', async () => {
    const bytes = mp4(3 * 1024 * 1024);
    await expectStoredVideo(await tusUpload(bytes, { chunkSize: bytes.length }), bytes);
  });

  it('audits the upload once, on completion, as the logged-in admin', async () => {
    const id = await tusUpload(mp4(200 * 1024), { chunkSize: 50 * 1024, filename: 'Zoë’s loft.mp4' });
    const entries = await app.db
      .select()
      .from(activity)
      .where(and(eq(activity.entityType, 'video'), eq(activity.entityId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ source: 'audit', comments: "Uploaded video 'Zoë’s loft.mp4'" });
    expect(entries[0].addedById).toBeGreaterThan(0);
  });

  it('resumes after the connection drops mid-chunk: HEAD tells the offset, PATCH sends the rest', async () => {
    const bytes = mp4(1024 * 1024);
    const url = await create(bytes.length);
    // A real socket, cut after part of a chunk has gone.
    await new Promise<void>((resolve) => {
      const request = http.request(`${base}${url}`, {
        method: 'PATCH',
        headers: {
          cookie,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(bytes.length),
        },
      });
      request.on('error', () => resolve());
      request.write(bytes.subarray(0, 300 * 1024));
      setTimeout(() => request.destroy(), 300);
    });
    let offset = 0;
    for (let tries = 0; tries < 20 && offset === 0; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      offset = await offsetOf(url);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(300 * 1024);
    const res = await patch(url, offset, bytes.subarray(offset));
    expect(res.status).toBe(204);
    await expectStoredVideo(url.split('/').pop() ?? '', bytes);
  });

  it('refuses a PATCH at the wrong offset with 409; DELETE ends an upload and its files', async () => {
    const url = await create(1000);
    expect((await patch(url, 10, Buffer.alloc(10))).status).toBe(409);
    expect((await tus('DELETE', url)).status).toBe(204);
    expect(await filesUnder('.tus')).toEqual([]);
  });

  it('refuses a finished upload that is not a video with 415 and keeps nothing of it', async () => {
    const filesBefore = await filesUnder('videos');
    const rowsBefore = await app.db.$count(storedFiles);
    const error = await tusUpload(Buffer.from('#!/bin/sh\necho not a video\n'.repeat(1000)), { filename: 'clip.mp4' }).catch(
      (e: { originalResponse?: { getStatus(): number; getBody(): string } }) => e,
    );
    expect(typeof error).toBe('object');
    const response = (error as { originalResponse: { getStatus(): number; getBody(): string } }).originalResponse;
    expect(response.getStatus()).toBe(415);
    expect(JSON.parse(response.getBody())).toEqual({ error: { code: 'NOT_A_VIDEO', message: expect.stringContaining('not a video') } });
    expect(await filesUnder('videos')).toEqual(filesBefore);
    expect(await filesUnder('.tus')).toEqual([]);
    expect(await app.db.$count(storedFiles)).toBe(rowsBefore);
  });

  it('refuses an upload over VIDEO_MAX_BYTES before taking any of it (413)', async () => {
    const res = await tus('POST', TUS, { 'upload-length': String(MAX_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(await filesUnder('.tus')).toEqual([]);
  });

  it('refuses every tus request without a session (401) and a write from another site (403)', async () => {
    for (const method of ['POST', 'PATCH', 'HEAD', 'DELETE']) {
      const url = method === 'POST' ? TUS : `${TUS}/00000000-0000-4000-8000-000000000000`;
      const res = await fetch(`${base}${url}`, { method, headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } });
      expect(res.status, method).toBe(401);
    }
    const crossSite = await tus('POST', TUS, { 'upload-length': '10', origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });

  it('answers 404 for an upload id that is not ours, never a path', async () => {
    for (const id of ['nope', '..%2F..%2Fetc', '00000000-0000-4000-8000-000000000000']) {
      expect((await tus('HEAD', `${TUS}/${id}`)).status, id).toBe(404);
    }
  });
});

describe('a server restart mid-upload', () => {
  it('resumes from the offset the new server reads from disk, and still records the right SHA-256', async () => {
    const bytes = mp4(600 * 1024);
    const url = await create(bytes.length);
    expect((await patch(url, 0, bytes.subarray(0, 250 * 1024))).status).toBe(204);

    app = await restartTestApp(app);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    expect(await offsetOf(url)).toBe(250 * 1024);
    expect((await patch(url, 250 * 1024, bytes.subarray(250 * 1024))).status).toBe(204);
    await expectStoredVideo(url.split('/').pop() ?? '', bytes);
  });
});

describe('unfinished uploads left idle', () => {
  const HOUR = 60 * 60 * 1000;
  const tusFile = (url: string) => path.join(app.config.dataDir, 'files', '.tus', url.split('/').pop()!);
  /** The upload's data file and tus's record of it, as if nothing had been written to them for `hours`. */
  async function leaveIdle(url: string, hours: number) {
    const then = new Date(Date.now() - hours * HOUR);
    for (const file of [tusFile(url), `${tusFile(url)}.json`]) await utimes(file, then, then);
  }
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );

  it('are removed at start-up past VIDEO_UPLOAD_EXPIRY_HOURS, files and all; one written to within it stays and resumes', async () => {
    const bytes = mp4(600 * 1024);
    const [stale, empty, recent] = [await create(bytes.length), await create(bytes.length), await create(bytes.length)];
    for (const url of [stale, recent]) expect((await patch(url, 0, bytes.subarray(0, 100 * 1024))).status).toBe(204);
    await leaveIdle(stale, EXPIRY_HOURS + 1);
    await leaveIdle(empty, EXPIRY_HOURS + 1);
    await leaveIdle(recent, EXPIRY_HOURS - 1);

    const log = logLines();
    app = await restartTestApp(app, { logger: { level: 'info', stream: log.stream } });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    await expect
      .poll(() => log.lines.find((line) => line.msg === 'removed unfinished video uploads left idle'))
      .toMatchObject({ removed: 2, expiryHours: EXPIRY_HOURS });

    for (const url of [stale, empty]) {
      expect(await exists(tusFile(url))).toBe(false);
      expect(await exists(`${tusFile(url)}.json`)).toBe(false);
      expect((await tus('HEAD', url)).status).toBe(404);
    }
    expect(await offsetOf(recent)).toBe(100 * 1024);
    expect((await patch(recent, 100 * 1024, bytes.subarray(100 * 1024))).status).toBe(204);
    await expectStoredVideo(recent.split('/').pop() ?? '', bytes);
  });

  it('are looked for again every hour while the server runs', async () => {
    // Only the intervals are the test's: the server's own sweep timer among them.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const log = logLines();
      app = await restartTestApp(app, { logger: { level: 'info', stream: log.stream } });
      base = await app.listen({ port: 0, host: '127.0.0.1' });
      const url = await create(1000);
      await leaveIdle(url, EXPIRY_HOURS + 1);
      vi.advanceTimersByTime(HOUR);
      await expect
        .poll(() => log.lines.find((line) => line.msg === 'removed unfinished video uploads left idle'))
        .toMatchObject({ removed: 1 });
      expect((await tus('HEAD', url)).status).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the SHA-256 computed after the commit', () => {
  const fileOf = async (id: string) =>
    (
      await app.db.select().from(mediaVideos).innerJoin(storedFiles, eq(storedFiles.id, mediaVideos.fileId)).where(eq(mediaVideos.id, id))
    )[0].stored_files;
  const forgetHash = (fileId: number) => app.db.update(storedFiles).set({ sha256: null }).where(eq(storedFiles.id, fileId));
  const play = (id: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/media/videos/${id}/play`, headers });

  it('plays the video before its hash is known, under a weak ETag that If-Range never matches; then under the hash', async () => {
    const bytes = mp4(80 * 1024);
    const id = await tusUpload(bytes);
    await app.fileHashes.settled();
    const file = await fileOf(id);
    await forgetHash(file.id);

    const early = await play(id);
    expect(early.statusCode).toBe(200);
    expect(early.rawPayload.equals(bytes)).toBe(true);
    const weakTag = early.headers.etag as string;
    expect(weakTag).toMatch(/^W\/"/);
    expect((await play(id, { 'if-none-match': weakTag })).statusCode).toBe(304);
    // A resumed download must not join bytes of two versions it cannot tell apart: the whole file.
    const resumed = await play(id, { range: 'bytes=10-19', 'if-range': weakTag });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.rawPayload.length).toBe(bytes.length);

    app.fileHashes.schedule();
    await app.fileHashes.settled();
    const hashed = await play(id, { 'if-none-match': weakTag });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers.etag).toBe(`"${sha256(bytes)}"`);
    const ranged = await play(id, { range: 'bytes=10-19', 'if-range': `"${sha256(bytes)}"` });
    expect(ranged.statusCode).toBe(206);
  });

  it('hashes, when the next server starts, what the last one committed without a hash', async () => {
    const bytes = mp4(90 * 1024);
    const id = await tusUpload(bytes);
    await app.fileHashes.settled();
    await forgetHash((await fileOf(id)).id);

    app = await restartTestApp(app);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.fileHashes.settled();
    expect((await fileOf(id)).sha256).toBe(sha256(bytes));
  });

  it('leaves a file whose bytes are missing unhashed and goes on with the others', async () => {
    const [missing] = await app.db
      .insert(storedFiles)
      .values({ storageKey: 'videos/gone', originalName: 'gone.mp4', contentType: 'video/mp4', sizeBytes: 10, sha256: null })
      .returning();
    const bytes = mp4(70 * 1024);
    const id = await tusUpload(bytes);
    await app.fileHashes.settled();
    expect((await fileOf(id)).sha256).toBe(sha256(bytes));
    const [after] = await app.db.select().from(storedFiles).where(eq(storedFiles.id, missing.id));
    expect(after.sha256).toBeNull();
    await app.db.delete(storedFiles).where(eq(storedFiles.id, missing.id));
  });
});

describe('video details and playback', () => {
  let id: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = mp4(100 * 1024);
    id = await tusUpload(bytes);
  });

  it('plays a byte range with 206, its Content-Range, the type and Accept-Ranges, without a session', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/media/videos/${id}/play`, headers: { range: 'bytes=1000-1999' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-range': `bytes 1000-1999/${bytes.length}`,
      'content-length': '1000',
    });
    expect(res.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/media/videos/${id}/play`, headers: { range: `bytes=${bytes.length}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('answers 404 in the error shape for an unknown video and 400 for a malformed id, on both routes', async () => {
    for (const url of [
      '/api/media/videos/00000000-0000-4000-8000-000000000000',
      '/api/media/videos/00000000-0000-4000-8000-000000000000/play',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Video not found' } });
    }
    for (const url of ['/api/media/videos/..%2Fetc', '/api/media/videos/not-an-id/play', `/api/media/videos/${id.toUpperCase()}/play`]) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('gives the details to an admin only', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/media/videos/${id}` })).statusCode).toBe(401);
  });

  it('never serves an unfinished upload', async () => {
    const url = await create(10_000);
    expect((await patch(url, 0, mp4(5000))).status).toBe(204);
    const unfinished = url.split('/').pop() ?? '';
    expect((await app.inject({ method: 'GET', url: `/api/media/videos/${unfinished}/play` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/media/videos/${unfinished}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await tus('GET', url)).status).toBe(404);
  });
});

describe('demo videos', () => {
  it('gives some demo listings a short WebM that plays, as their Video media item, after their pictures', async () => {
    const items = await app.db.select().from(propertyMediaItems).where(eq(propertyMediaItems.fileType, 'video'));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatchObject({ title: 'Video', isActive: true });
      expect(item.displayOrder).toBe(await app.db.$count(propertyMediaItems, eq(propertyMediaItems.propertyId, item.propertyId)));
      const res = await app.inject({ method: 'GET', url: item.mediaLink ?? '', headers: { range: 'bytes=0-3' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-type']).toBe('video/webm');
      expect(res.rawPayload.equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
    }
  });
});
