import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type ClonedDatabase } from './helpers/cloned-database';
import { expectConsistent } from './helpers/consistency';
import { logIn, type HttpSession } from './helpers/http-session';
import { killAllServers, startServer, type ServerProcess } from './helpers/server-process';

const run = promisify(execFile);
/** Room for the demo pictures (copied in: another file system) and then a few uploads. */
const HEADROOM_MIB = 6;
const isRoot = process.getuid?.() === 0;
if (!isRoot) console.warn('disk-full test skipped: mounting a small tmpfs needs root');

let mountPoint: string | undefined;
let mounted = false;
let database: ClonedDatabase | undefined;
let server: ServerProcess;
let session: HttpSession;
let db: pg.Pool;
beforeAll(async () => {
  if (!isRoot) return;
  mountPoint = await mkdtemp(path.join(tmpdir(), 'bo-system-full-'));
  // The whole DATA_DIR of a DATABASE_URL server is its file store: a small tmpfs fills up.
  const demoMiB = Math.ceil(Number((await run('du', ['-sm', inject('templateDataDir')])).stdout.split('\t')[0]));
  await run('mount', ['-t', 'tmpfs', '-o', `size=${demoMiB + HEADROOM_MIB}m,mode=755`, 'tmpfs', mountPoint]);
  mounted = true;
  database = await cloneDatabase(mountPoint);
  db = new pg.Pool({ connectionString: database.url, max: 1 });
  db.on('error', () => {});
  server = await startServer({ DATABASE_URL: database.url, DATA_DIR: mountPoint });
  session = await logIn(server.url);
});
afterAll(async () => {
  await killAllServers();
  await db?.end();
  await database?.remove();
  if (mounted) await run('umount', [mountPoint!]);
  if (mountPoint) await rm(mountPoint, { recursive: true, force: true });
});

/** A PNG of random pixels: it does not compress, so each upload takes its size and more (two WebP variants). */
const noise = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

function uploadImage(bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'noise.png');
  return session.request('POST', '/api/media/images', form);
}

async function uploadToDataRoom(bytes: Buffer) {
  const { rows } = await db.query<{ id: number; property_id: number }>(
    `select id, property_id from property_data_room_items where item_type = 'DATA_ROOM' order by id limit 1`,
  );
  const form = new FormData();
  form.append('PropertyDataRoomId', String(rows[0].id));
  form.append('PropertyId', String(rows[0].property_id));
  form.append('File', new Blob([new Uint8Array(bytes)], { type: 'text/plain' }), 'notes.txt');
  return session.request('POST', '/api/property-data-room', form);
}

/** Starts a tus video upload of `length` bytes (only its creation: no byte is sent yet); resolves to its URL or the refusal. */
async function createVideoUpload(length: number): Promise<string | Response> {
  const res = await fetch(`${session.base}/api/media/videos/tus`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      origin: session.base,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
    },
  });
  return res.status === 201 ? new URL(res.headers.get('location')!, session.base).href : res;
}

/** Sends an upload's first bytes, as tus-js-client's first PATCH does. */
function sendVideoBytes(url: string, bytes: Buffer) {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      cookie: session.cookie,
      origin: session.base,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      connection: 'close',
    },
    body: new Uint8Array(bytes),
  });
}

const FULL = {
  error: { code: 'INSUFFICIENT_STORAGE', message: 'The file store is full, so the file was not kept. Free some space and try again.' },
};

/** Writes `file` until the disk is full. */
async function fillUp(file: string) {
  const handle = await open(file, 'w');
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) await handle.write(block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
}

/** Files under .incoming (uploads being written): a refused upload must leave none. */
const incoming = async () => (await readdir(path.join(mountPoint!, 'files', '.incoming')).catch(() => [])).length;

describe.skipIf(!isRoot)('the file store runs out of space', () => {
  // Over fetch's kept-alive connections, as a browser uploads: a refused upload is answered while
  // its body is still coming, and the same connection then carries the next request (the server
  // drops the rest of the body: plugins/unread-bodies.ts).
  it('refuses uploads with 507 and a plain message, keeps rows and files in step, and works again once space returns', async () => {
    await mkdir(path.join(mountPoint!, 'files'), { recursive: true });
    // About 1.4 MB a picture: the one the full disk refuses is answered before its body has all arrived.
    const image = await noise(700);
    let res = await uploadImage(image);
    let accepted = 0;
    for (; res.status === 200 && accepted < 50; accepted++) res = await uploadImage(image);
    // Some fitted, and then the disk was full.
    expect(accepted).toBeGreaterThan(0);
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual(FULL);
    // A video upload begun while there was still room for its record, to be written once full.
    const video = await createVideoUpload(64 * 1024);
    if (typeof video !== 'string') throw new Error(`the video upload was not created: ${video.status} ${await video.text()}`);
    // What space the last image left is taken too (outside the file store), so the next file
    // meets the full disk at once. A data room file, another upload path, is refused the same
    // way, and a large one still gets its answer while most of its body is yet to come.
    await fillUp(path.join(mountPoint!, 'filler'));
    const dataRoom = await uploadToDataRoom(Buffer.alloc(32 * 1024 * 1024, 'a'));
    expect(dataRoom.status).toBe(507);
    expect(((await dataRoom.json()) as { error: { code: string } }).error.code).toBe('INSUFFICIENT_STORAGE');
    // tus answers the same 507 in the same shape, whether the bytes of an upload or a new one meet the full disk.
    const bytes = await sendVideoBytes(video, Buffer.alloc(64 * 1024, 'v'));
    expect(bytes.status).toBe(507);
    expect(await bytes.json()).toEqual(FULL);
    const refusedAtCreation = await createVideoUpload(64 * 1024);
    if (typeof refusedAtCreation === 'string') throw new Error('a video upload was created on a full disk');
    expect(refusedAtCreation.status).toBe(507);
    expect(await refusedAtCreation.json()).toEqual(FULL);
    // No row without its file, no file without its row, nothing half written left behind.
    await expectConsistent(database!.url, mountPoint!);
    expect(await incoming()).toBe(0);
    // Reads still work while full.
    const read = await session.request('GET', '/api/auth/session').catch((error: unknown) => {
      throw new Error(`the server stopped answering: ${String(error)}\n${server.output()}`);
    });
    expect(read.status).toBe(200);

    // Space returns (the filler goes, the volume is grown): uploads work again, without a restart.
    await rm(path.join(mountPoint!, 'filler'));
    await run('mount', ['-o', 'remount,size=256m', mountPoint!]);
    expect((await uploadImage(image)).status).toBe(200);
    expect((await uploadToDataRoom(Buffer.alloc(64 * 1024, 'a'))).status).toBe(201);
    await expectConsistent(database!.url, mountPoint!);
  });
});
