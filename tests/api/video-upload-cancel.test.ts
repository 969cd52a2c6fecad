import http from 'node:http';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVideos } from '../../server/db/schema';
import { useLoggedInApp } from './helpers/logged-in-app';
import { mp4 } from './helpers/uploads';

// Issue 29, item 7: a DELETE (tus termination) sent while the last PATCH is in flight waits for
// the upload's lock. It either wins (nothing stored) or is told the upload finished, and the video
// stays whole; never a 410 for a video that is live. Over real connections, with real bytes.

const TUS = '/api/media/videos/tus';
const FINISHED = {
  error: { code: 'UPLOAD_FINISHED', message: 'The upload had already finished, so it was not cancelled.' },
};

const api = useLoggedInApp({ VIDEO_MAX_BYTES: String(4 * 1024 * 1024) });
let base: string;
/** The test's own connection: it sees the upload locks and hears the waiters' release requests. */
let watcher: pg.Client;
const releaseRequests: string[] = [];
beforeAll(async () => {
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  watcher = new pg.Client({ connectionString: api.app.databaseUrl });
  await watcher.connect();
  watcher.on('notification', ({ payload }) => payload && releaseRequests.push(payload));
  await watcher.query('listen tus_upload_release');
});
afterAll(() => watcher?.end());

const tus = (method: string, id: string, headers: Record<string, string> = {}, body?: Buffer) =>
  fetch(`${base}${TUS}/${id}`, {
    method,
    headers: { cookie: api.cookie, 'tus-resumable': '1.0.0', ...headers },
    body: body && new Uint8Array(body),
  });
const patchHeaders = (offset: number) => ({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' });

async function createUpload(size: number): Promise<string> {
  const res = await fetch(`${base}${TUS}`, {
    method: 'POST',
    headers: {
      cookie: api.cookie,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `filename ${btoa('walk.mp4')}`,
    },
  });
  expect(res.status).toBe(201);
  return res.headers.get('location')!.split('/').pop()!;
}

/** A PATCH from `offset` whose body the test sends when it chooses: `end` sends the last of it. */
function openPatch(id: string, offset: number, length: number) {
  const request = http.request(`${base}${TUS}/${id}`, {
    method: 'PATCH',
    headers: { cookie: api.cookie, 'tus-resumable': '1.0.0', ...patchHeaders(offset), 'content-length': length },
  });
  const status = new Promise<number | 'cut'>((resolve) => {
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    request.on('error', () => resolve('cut'));
  });
  return {
    write: (bytes: Buffer) => request.write(bytes),
    end: (bytes: Buffer) => request.end(bytes),
    cut: () => request.destroy(),
    status,
  };
}

/** Whether a request of the server holds the upload's advisory lock (upload-locks.ts keys it so). */
async function lockHeld(id: string) {
  const { rows } = await watcher.query<{ held: boolean }>(
    `select exists (select from pg_locks where locktype = 'advisory' and granted
       and ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 17017)) as held`,
    [id],
  );
  return rows[0].held;
}

const videoRow = async (id: string) => (await api.app.db.select().from(mediaVideos).where(eq(mediaVideos.id, id)))[0];

async function expectLiveVideo(id: string, bytes: Buffer) {
  expect(await videoRow(id)).toBeDefined();
  const play = await api.app.inject({ method: 'GET', url: `/api/media/videos/${id}/play` });
  expect(play.statusCode).toBe(200);
  expect(play.rawPayload.equals(bytes)).toBe(true);
}

async function expectNothingStored(id: string) {
  expect(await videoRow(id)).toBeUndefined();
  expect((await tus('HEAD', id)).status).toBe(404);
  expect((await api.app.inject({ method: 'GET', url: `/api/media/videos/${id}/play` })).statusCode).toBe(404);
}

/** Starts the PATCH with all but the last KiB of `bytes`, then a DELETE, and resolves once the DELETE waits for the PATCH's lock. */
async function deleteWhilePatching(id: string, bytes: Buffer) {
  const patch = openPatch(id, 0, bytes.length);
  patch.write(bytes.subarray(0, -1024));
  await expect.poll(() => lockHeld(id)).toBe(true);
  const deleted = tus('DELETE', id);
  await expect.poll(() => releaseRequests.includes(id)).toBe(true);
  return { patch, deleted };
}

describe('a DELETE sent while the last PATCH is in flight', () => {
  it('is told the upload finished when the PATCH completes it first, and the video stays live and whole', async () => {
    const bytes = mp4(256 * 1024);
    const id = await createUpload(bytes.length);
    const { patch, deleted } = await deleteWhilePatching(id, bytes);

    patch.end(bytes.subarray(-1024));
    expect(await patch.status).toBe(204);
    const answer = await deleted;
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual(FINISHED);
    await expectLiveVideo(id, bytes);
    // A DELETE after it all is told the same, never 404 or 410 for a live video.
    expect((await tus('DELETE', id)).status).toBe(409);
    await expectLiveVideo(id, bytes);
  });

  it('wins when the PATCH does not complete the upload in the time tus gives it to let go: nothing is stored', async () => {
    const bytes = mp4(256 * 1024);
    const id = await createUpload(bytes.length);
    const { patch, deleted } = await deleteWhilePatching(id, bytes);

    expect((await deleted).status).toBe(204);
    patch.cut();
    await patch.status;
    await expectNothingStored(id);
  });

  it('sent at the same moment as the final chunk, either wins or is told the upload finished', async () => {
    const bytes = mp4(128 * 1024);
    const half = bytes.length / 2;
    for (let round = 0; round < 5; round++) {
      const id = await createUpload(bytes.length);
      expect((await tus('PATCH', id, patchHeaders(0), bytes.subarray(0, half))).status).toBe(204);
      const [, deleted] = await Promise.all([tus('PATCH', id, patchHeaders(half), bytes.subarray(half)), tus('DELETE', id)]);
      expect([204, 409], `round ${round}: ${deleted.status}`).toContain(deleted.status);
      if (deleted.status === 204) await expectNothingStored(id);
      else await expectLiveVideo(id, bytes);
    }
  });
});
