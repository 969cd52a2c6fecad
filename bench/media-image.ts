import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { loadAverage, rssGrowth, startMediaServer } from './lib/media-child';
import type { MediaServerReady } from './lib/media-server';
import { record } from './lib/figure';
import { rssMb, withPeakRss } from './lib/rss';
import { runBench } from './lib/run-bench';

/**
 * Issue 12 'Speed and memory': a 20 MB photo through POST /api/media/images (stored, type
 * checked, display and thumbnail WebP variants made) on the real app in a child process (the
 * media bench's server, bench/lib/media-server.ts), whose resident memory is sampled from /proc.
 * Prints each upload's time and the server's RSS growth over its warmed-up baseline, PASS under
 * 100 MB. BENCH_ROUNDS uploads (default 3).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RSS_LIMIT_MB = 100;
const MB = 1000 * 1000;

/**
 * A camera-sized JPEG of about 20 MB: 6000 × 4000 of noisy detail over a gradient (noise
 * compresses badly, like foliage and gravel in a real photo).
 */
async function makePhoto(file: string, width = 6000, height = 4000): Promise<number> {
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (pixels[i] >> 2) * 3 + ((i / 3) % width) / (width / 60);
  await writeFile(
    file,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 94 })
      .toBuffer(),
  );
  return (await stat(file)).size;
}

async function upload(server: MediaServerReady, file: string): Promise<void> {
  const form = new FormData();
  // A Blob backed by the file: read as it is sent, never held whole in this process either.
  form.append('file', await openAsBlob(file, { type: 'image/jpeg' }), 'bench-photo.jpg');
  const res = await fetch(`${server.base}/api/media/images`, { method: 'POST', body: form, headers: { cookie: server.cookie } });
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bo-bench-image-'));
  const { server, pid, stop } = await startMediaServer();
  try {
    const photo = path.join(work, 'photo.jpg');
    const size = await makePhoto(photo);
    // Warm up on a small picture (code loaded, sharp's threads started), then take the baseline.
    const small = path.join(work, 'small.jpg');
    await writeFile(small, await sharp(photo).resize({ width: 800 }).jpeg().toBuffer());
    await upload(server, small);
    const baseline = await rssMb(pid);

    console.log(`Image upload: a ${(size / MB).toFixed(1)} MB JPEG of 6000 × 4000, ${ROUNDS} rounds (load average ${loadAverage()})\n`);
    let peak = baseline;
    const times: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const measured = await withPeakRss(pid, async () => {
        const started = performance.now();
        await upload(server, photo);
        return performance.now() - started;
      });
      times.push(measured.result);
      peak = Math.max(peak, measured.peak);
      console.log(
        `round ${round}: ${(measured.result / 1000).toFixed(2)} s (stored, checked, two variants), peak RSS ${measured.peak.toFixed(0)} MiB`,
      );
    }
    const best = Math.min(...times) / 1000;
    const mean = times.reduce((a, b) => a + b) / times.length / 1000;
    record({ name: 'upload with variants, mean', value: mean, unit: 's' });
    record(
      { name: 'upload with variants, best', value: best, unit: 's' },
      `\nupload with variants    ${best.toFixed(2).padStart(6)} s best, ${mean.toFixed(2)} s mean`,
    );
    rssGrowth(baseline, peak, RSS_LIMIT_MB);
  } finally {
    await stop();
    await rm(work, { recursive: true, force: true });
  }
}

runBench(main);
