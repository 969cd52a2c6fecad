import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/open-database';
import { startTestS3 } from '../tests/helpers/s3-server';
import { logIn } from '../tests/system/helpers/http-session';
import { killAllServers, startServer, type ServerProcess } from '../tests/system/helpers/server-process';
import { record } from './lib/figure';
import { loadAverage } from './lib/media-child';
import { runBench } from './lib/run-bench';
import { median } from './lib/stats';
import { hasWrk, wrkRate } from './lib/wrk';

/**
 * Scale (issue 17), `npm run bench -- scale`:
 * 1. List-page requests per second (GET /api/properties/admin, a filtered, sorted 25-row page)
 *    through 1 and through 2 API processes on the same PostgreSQL, side by side in one run, in
 *    alternating rounds; the load is split evenly between the processes. Prints the ratio.
 * 2. An image upload (a 2,400 × 1,600 JPEG, variants made on the way) and its download, through
 *    an API process on the local disk and one on an S3-compatible store (s3rver on loopback).
 */
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    uploads: { type: 'string', default: '12' },
  },
});
const DURATION = Number(values.duration);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
const UPLOADS = Number(values.uploads);
const WRK = hasWrk();
const LIST = `/api/properties/admin?${new URLSearchParams({ filter: '{"isActive":true}', sort: '["listingTitle","ASC"]', range: '[0,24]' })}`;

const fire = (url: string, connections: number, cookie: string) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, headers: { cookie } }, (error: unknown, result) =>
      error ? reject(new Error('autocannon failed', { cause: error })) : resolve(result),
    );
  });

/**
 * Requests per second through `servers`, the connections split between them; non-2xx answers
 * count as failures. wrk when installed: autocannon, in this process, takes a good part of a
 * core itself, which on 2 cores is taken from the servers and hides what a second one adds.
 */
async function listRate(servers: ServerProcess[], cookie: string): Promise<{ rps: number; failures: number }> {
  const connections = CONNECTIONS / servers.length;
  if (WRK) {
    const results = await Promise.all(
      servers.map((server) => wrkRate(`${server.url}${LIST}`, { connections, seconds: DURATION, headers: { cookie } })),
    );
    return { rps: results.reduce((sum, r) => sum + r.rps, 0), failures: results.reduce((sum, r) => sum + r.failures, 0) };
  }
  const results = await Promise.all(servers.map((server) => fire(`${server.url}${LIST}`, connections, cookie)));
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}

async function imageTimes(server: ServerProcess, cookie: string, jpeg: Buffer) {
  const uploads: number[] = [];
  const downloads: number[] = [];
  for (let i = 0; i < UPLOADS + 2; i++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'front.jpg');
    let started = performance.now();
    const res = await fetch(`${server.url}/api/media/images`, { method: 'POST', headers: { cookie, origin: server.url }, body: form });
    if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
    const { variants } = ((await res.json()) as { result: { variants: string[] } }).result;
    const uploaded = performance.now() - started;
    started = performance.now();
    const image = await fetch(`${server.url}${variants[0]}`);
    await image.arrayBuffer();
    const downloaded = performance.now() - started;
    // The first two warm sharp and the connections.
    if (i >= 2) {
      uploads.push(uploaded);
      downloads.push(downloaded);
    }
  }
  return { upload: median(uploads), download: median(downloads) };
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bo-bench-scale-'));
  // As root the embedded PostgreSQL runs as `postgres`, which must enter the folder.
  await chmod(work, 0o755);
  const config = loadConfig({ DATA_DIR: path.join(work, 'db'), LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  const s3 = await startTestS3();
  try {
    const start = (name: string, env: Record<string, string> = {}) =>
      startServer({ DATABASE_URL: database.url, DATA_DIR: path.join(work, name), LOG_LEVEL: 'warn', ...env });
    const [a, b] = await Promise.all([start('a'), start('b')]);
    const cookie = (await logIn(a.url)).cookie;

    console.log(
      `Scale: ${CONNECTIONS} connections from ${WRK ? 'wrk' : 'autocannon (apt-get install wrk for a lighter client)'} on GET ${LIST}, ${DURATION} s per run, ${ROUNDS} rounds (load average ${loadAverage()}, ${os.cpus().length} cores)\n`,
    );
    await listRate([a, b], cookie); // warm-up: JIT, prepared statements, caches in both
    const one: number[] = [];
    const two: number[] = [];
    let failures = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const single = await listRate([a], cookie);
      const pair = await listRate([a, b], cookie);
      one.push(single.rps);
      two.push(pair.rps);
      failures += single.failures + pair.failures;
      console.log(
        `  round ${round + 1}: 1 process ${single.rps.toFixed(0).padStart(6)} req/s   2 processes ${pair.rps.toFixed(0).padStart(6)} req/s`,
      );
    }
    const ratio = median(two) / median(one);
    record(
      { name: '1 API process', value: median(one), unit: 'req/s' },
      `\n1 API process                ${median(one).toFixed(0).padStart(6)} req/s (median)`,
    );
    record(
      { name: '2 API processes', value: median(two), unit: 'req/s', baseline: '1 API process' },
      `2 API processes              ${median(two).toFixed(0).padStart(6)} req/s (median)`,
    );
    record(
      { name: '2 / 1 processes', value: ratio, unit: 'x', target: { op: '>=', value: 1.3 }, baseline: '1 API process' },
      (verdict) => `2 / 1                        ${ratio.toFixed(2)}   ${verdict} (>= 1.3)`,
    );
    record(
      { name: 'failed requests', value: failures, unit: '', target: { op: '<=', value: 0 } },
      `failed requests              ${failures}`,
    );

    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#7a9cc6' } })
      .composite([{ input: Buffer.from(noise(2400, 1600)), raw: { width: 2400, height: 1600, channels: 1 }, blend: 'overlay' }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const onS3 = await start('s3', s3.env);
    const s3Cookie = (await logIn(onS3.url)).cookie;
    const local = await imageTimes(a, cookie, jpeg);
    const remote = await imageTimes(onS3, s3Cookie, jpeg);
    for (const [store, times] of [
      ['local disk', local],
      ['S3', remote],
    ] as const) {
      const baseline = store === 'S3' ? 'local disk' : undefined;
      record({ name: `image upload, ${store}`, value: times.upload, unit: 'ms', baseline: baseline && `image upload, ${baseline}` });
      record({ name: `image download, ${store}`, value: times.download, unit: 'ms', baseline: baseline && `image download, ${baseline}` });
    }
    console.log(`\nImage, ${(jpeg.length / 1024 / 1024).toFixed(1)} MiB JPEG 2400 × 1600, median of ${UPLOADS}:`);
    console.log(`                         upload (variants made)   download (display variant)`);
    console.log(`local disk               ${local.upload.toFixed(0).padStart(8)} ms           ${local.download.toFixed(1).padStart(8)} ms`);
    console.log(
      `S3 (s3rver, loopback)    ${remote.upload.toFixed(0).padStart(8)} ms           ${remote.download.toFixed(1).padStart(8)} ms`,
    );
    console.log(
      `S3 / local               ${(remote.upload / local.upload).toFixed(2).padStart(8)}             ${(remote.download / local.download).toFixed(2).padStart(8)}`,
    );
    console.log(`  (load average after: ${loadAverage()})`);
  } finally {
    await killAllServers();
    await s3.close();
    await database.stop();
    await rm(work, { recursive: true, force: true });
  }
}

/** Grey noise, so the JPEG is of a photo's size rather than a flat colour's few kilobytes. */
function noise(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height);
  let seed = 17;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 23;
  }
  return pixels;
}

runBench(main);
