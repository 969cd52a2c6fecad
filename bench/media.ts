import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, statfs } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Upload } from 'tus-js-client';
import { loadAverage, rssGrowth, startMediaServer } from './lib/media-child';
import type { MediaServerReady } from './lib/media-server';
import { rssMb, withPeakRss } from './lib/rss';

/**
 * Issue 12 'Speed and memory': a 1 GiB video through our tus endpoint (tus-js-client with the
 * app's 50 MiB chunks) beside a bare Node HTTP PUT piping the same file to the same disk, both
 * servers in one child process whose resident memory is sampled from /proc while the video
 * arrives. BENCH_VIDEO_MIB changes the size; each is run BENCH_ROUNDS times, best kept.
 */
const MIB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_VIDEO_MIB ?? 1024) * MIB;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CHUNK = 52428800; // the Video Upload form's chunk size (spec §5)
const RATIO_TARGET = 0.8;
const RSS_LIMIT_MB = 50;

/** A file file-type reads as MP4 (an `ftyp` box), then random bytes (a repeated 16 MiB block: fast to make, no disk cache tricks). */
async function makeVideo(file: string) {
  const block = randomBytes(16 * MIB);
  Buffer.from([0, 0, 0, 0x18]).copy(block, 0);
  Buffer.from('ftypisom\0\0\x02\0isomiso2').copy(block, 4);
  const out = createWriteStream(file);
  for (let written = 0; written < SIZE; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, SIZE - written));
    if (!out.write(part)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

function tusUpload(server: MediaServerReady, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${server.base}/api/media/videos/tus`,
      chunkSize: CHUNK,
      retryDelays: [],
      headers: { cookie: server.cookie },
      metadata: { filename: 'bench.mp4', filetype: 'video/mp4' },
      onError: reject,
      onSuccess: () => resolve(String(upload.url).split('/').pop() ?? ''),
    });
    upload.start();
  });
}

async function barePut(server: MediaServerReady, file: string) {
  await new Promise<void>((resolve, reject) => {
    const request = http.request(server.bare, { method: 'PUT', headers: { 'content-length': String(SIZE) } }, (response) => {
      response.resume();
      if (response.statusCode === 204) resolve();
      else reject(new Error(`bare PUT: ${response.statusCode}`));
    });
    request.on('error', reject);
    pipeline(createReadStream(file), request).catch(reject);
  });
}

/** Removes what a run stored, outside the timing. */
async function removeStored(server: MediaServerReady, videoId: string) {
  await rm(path.join(server.dataDir, 'files', 'videos', videoId), { force: true });
  for (const name of await readdir(server.bareDir)) await rm(path.join(server.bareDir, name));
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return SIZE / MIB / ((performance.now() - started) / 1000);
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bo-bench-media-'));
  const { bavail, bsize } = await statfs(work);
  // The source, tus's copy and the bare copy, with room to spare.
  if (bavail * bsize < 4 * SIZE) throw new Error(`Not enough free disk in ${work} for three ${SIZE / MIB} MiB files`);
  const file = path.join(work, 'video.mp4');
  const { server, pid, stop } = await startMediaServer();
  try {
    await makeVideo(file);
    // Warm both paths (code loaded, first connections made) on a small file before measuring.
    const small = path.join(work, 'small.mp4');
    await pipeline(createReadStream(file, { end: 8 * MIB - 1 }), createWriteStream(small));
    await removeStored(server, await tusUpload(server, small));
    const baseline = await rssMb(pid);

    let bare = 0;
    let tus = 0;
    let peak = baseline;
    console.log(`Video upload: ${SIZE / MIB} MiB, tus chunks of ${CHUNK / MIB} MiB, best of ${ROUNDS} (load average ${loadAverage()})\n`);
    for (let round = 1; round <= ROUNDS; round++) {
      const bareRate = await timed(() => barePut(server, file));
      let uploaded = '';
      const measured = await withPeakRss(pid, () => timed(async () => (uploaded = await tusUpload(server, file))));
      await removeStored(server, uploaded);
      console.log(`round ${round}: bare PUT ${bareRate.toFixed(0)} MiB/s, tus ${measured.result.toFixed(0)} MiB/s`);
      bare = Math.max(bare, bareRate);
      tus = Math.max(tus, measured.result);
      peak = Math.max(peak, measured.peak);
    }
    const ratio = tus / bare;
    const memory = rssGrowth(baseline, peak, RSS_LIMIT_MB);
    console.log(`\nbare Node PUT to disk   ${bare.toFixed(0).padStart(6)} MiB/s`);
    console.log(`tus (our endpoint)      ${tus.toFixed(0).padStart(6)} MiB/s`);
    console.log(
      `ratio                   ${(ratio * 100).toFixed(0).padStart(5)} %   ${verdict(ratio >= RATIO_TARGET)} (>= ${RATIO_TARGET * 100} %)`,
    );
    console.log(memory.line);
    if (ratio < RATIO_TARGET || !memory.pass) process.exitCode = 1;
  } finally {
    await stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
