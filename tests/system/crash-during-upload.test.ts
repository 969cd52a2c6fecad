import { createReadStream, type ReadStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded/free-port';
import { bySoak } from '../helpers/soak';
import { cloneDatabase, type ClonedDatabase } from './helpers/cloned-database';
import { expectConsistent } from './helpers/consistency';
import { logIn, type HttpSession } from './helpers/http-session';
import { killAllServers, startServer, type ServerProcess } from './helpers/server-process';
import { sha256Of, writeVideoFile } from './helpers/video-file';

const SIZE = bySoak(96, 1024) * 1024 * 1024;
const RUNS = bySoak(1, 5);
/** The Video Upload form's tus settings (spec §5): 50 MiB chunks, these retry delays. */
const CHUNK_SIZE = 52428800;
const RETRY_DELAYS = [0, 3000, 5000, 10000, 20000];

let database: ClonedDatabase;
let workDir: string;
let source: { file: string; sha256: string };
let env: Record<string, string>;
beforeAll(async () => {
  database = await cloneDatabase();
  workDir = await mkdtemp(path.join(tmpdir(), 'bo-system-upload-'));
  const file = path.join(workDir, 'walkthrough.mp4');
  source = { file, sha256: await writeVideoFile(file, SIZE) };
  // One port across restarts: the client retries the URL it was given.
  env = { DATABASE_URL: database.url, DATA_DIR: database.dataDir, PORT: String(await freePort()) };
});
afterAll(async () => {
  await killAllServers();
  await database?.remove();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Where to kill: somewhere in the middle 80 %, so both sides of the kill carry real bytes. */
const crashPoint = () => Math.floor(SIZE * (0.1 + 0.8 * Math.random()));

/**
 * tus-js-client's reader for the source file, streaming each chunk from disk as its own does,
 * held at byte `at` of the file until `released` resolves (calling `reached` there). The kill is
 * made at that point rather than on the client's progress: tus-js-client reports progress at
 * most every 100 ms, in which a fast machine's loopback carries a whole 50 MiB chunk, so a kill
 * aimed at a reported position could land after the last chunk had arrived and the upload never
 * resumed (resumedAt -1, in CI on 2026-11-27 and again on 2026-11-28 with a 16 MiB margin).
 */
function heldAt(at: number, reached: () => void, released: Promise<void>) {
  const slice = (start: number, end: number) => {
    let position = start;
    const gate = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        const before = position;
        position += chunk.length;
        if (position <= at || before >= at) return callback(null, chunk);
        this.push(chunk.subarray(0, at - before));
        reached();
        void released.then(() => callback(null, chunk.subarray(at - before)));
      },
    });
    const body = createReadStream(source.file, { start, end: end - 1 }).pipe(gate);
    return Promise.resolve({ value: Object.assign(body, { size: end - start }), done: end >= SIZE });
  };
  // The input (the file's own stream, as the admin app's Video Upload hands tus-js-client a File) is only closed.
  return { openFile: (input: ReadStream) => Promise.resolve({ size: SIZE, slice, close: () => input.destroy() }) };
}

/**
 * Uploads the source file as the admin app does (tus-js-client, the spec's chunk size and retry
 * delays); once `crashAt` bytes of it have gone to the client, and before any more, calls `crash`,
 * then `restart`; the client is left to resume by itself. Resolves with the video's id, and the
 * offset the restarted server told it to resume from.
 */
function uploadThroughCrash(
  session: HttpSession,
  crashAt: number,
  crash: () => Promise<void>,
  restart: () => Promise<void>,
): Promise<{ id: string; resumedAt: number }> {
  let resumedAt = -1;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let crashed: Promise<void> | undefined;
  return new Promise((resolve, reject) => {
    const reached = () => {
      crashed ??= crash()
        .then(() => {
          // The client's request died with the server; it reads on when it resumes.
          release();
          return restart();
        })
        .catch(reject);
    };
    const upload = new Upload(createReadStream(source.file), {
      fileReader: heldAt(crashAt, reached, released),
      endpoint: `${session.base}/api/media/videos/tus`,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      headers: { cookie: session.cookie, origin: session.base },
      metadata: { filename: 'walkthrough.mp4', filetype: 'video/mp4' },
      // The client asks where to go on (HEAD) only when it resumes.
      onAfterResponse: (request, response) => {
        if (request.getMethod() === 'HEAD') resumedAt = Number(response.getHeader('Upload-Offset'));
      },
      onError: reject,
      onSuccess: () => {
        if (!crashed) reject(new Error(`finished without crashing (crash point ${crashAt} of ${SIZE})`));
        else void crashed.then(() => resolve({ id: String(upload.url).split('/').pop() ?? '', resumedAt }));
      },
    });
    upload.start();
  });
}

describe('kill -9 of the server during a tus video upload', () => {
  it(
    `resumes after a restart and stores the file byte for byte (${RUNS} of ${RUNS} runs, ${SIZE / 1024 / 1024} MiB)`,
    { timeout: bySoak(180_000, 1_800_000) },
    async () => {
      let server: ServerProcess = await startServer(env);
      const session = await logIn(server.url);
      for (let run = 1; run <= RUNS; run++) {
        const crashAt = crashPoint();
        const { id, resumedAt } = await uploadThroughCrash(
          session,
          crashAt,
          () => server.crash(),
          async () => void (server = await startServer(env)),
        );

        // Resumed from what the killed server had written, not from the start.
        expect(resumedAt).toBeGreaterThan(0);
        expect(resumedAt).toBeLessThanOrEqual(crashAt);

        const play = await fetch(`${server.url}/api/media/videos/${id}/play`);
        expect(play.status).toBe(200);
        expect(await sha256Of(play.body!)).toEqual({ sha256: source.sha256, size: SIZE });
        // Nothing of the upload is left in tus's folder: it became the stored object.
        expect(await readdir(path.join(database.dataDir, 'files', '.tus'))).toEqual([]);
        // The stored checksum (computed after the commit) is the source's too.
        await expect
          .poll(
            async () => ((await (await session.request('GET', `/api/media/videos/${id}`)).json()) as { sha256: string | null }).sha256,
            {
              timeout: 30_000,
            },
          )
          .toBe(source.sha256);
        await expectConsistent(database.url, database.dataDir);
      }
    },
  );
});
