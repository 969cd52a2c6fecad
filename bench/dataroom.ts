import { mkdtemp, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { connect } from '../server/db/client';
import * as schema from '../server/db/schema';
import { roundSql } from '../server/routes/data-rooms/queries';
import { fillDataRoom, type BenchRoom } from './lib/data-room-fill';
import { makeFile, settleDisk } from './lib/disk';
import { record } from './lib/figure';
import { builtApp } from './lib/first-row';
import { manageTabView } from './lib/manage-tab-view';
import { loadAverage, rssGrowth, startMediaServer, type MediaServerProcess } from './lib/media-child';
import { rssMb, withPeakRss } from './lib/rss';
import { runBench } from './lib/run-bench';
import { median, mibPerSecond, percent, percentile } from './lib/stats';
import { barePut, multipartPost } from './lib/upload-clients';

/**
 * Issue 14 'Speed', on the real app in a child process (the media benches' server,
 * bench/lib/media-server.ts, beside its bare PUT server):
 * 1. A data room of BENCH_DATAROOM_ITEMS (5,000) items in round 1 (bench/lib/data-room-fill.ts),
 *    then GET /api/property-data-room/admin of that round with an admin session, BENCH_REQUESTS
 *    (50) times after a warm-up, two ways: the round unchanged since the last read (the server's
 *    kept answer, server/routes/data-rooms/round-answers.ts), and the round just changed (one
 *    item written again before each request, untimed: the round is read and serialised afresh).
 *    Targets: the changed round's median under 100 ms (issue 14); the unchanged round's at most
 *    2x the baseline (issue 34). Baseline in the same run: a bare select of the same rows and
 *    columns by property and round (no order) through raw pg; beside it the route's own SQL (a
 *    select joined to the files, ordered into a tree in memory by the route) through raw pg, to
 *    split the database's share from the route's (session, mapping, JSON, HTTP). All four run in
 *    turn per request.
 * 2. A BENCH_DATAROOM_FILE_MIB (200) MiB file through POST /api/property-data-room (multipart
 *    written by hand around the file piped from disk), beside a bare Node PUT piping the same
 *    file to the same disk, BENCH_ROUNDS (3) rounds each going first in turn, the disk synced
 *    between runs: the server's RSS growth (target under 50 MB) and the throughput ratio, the
 *    median of the rounds' ratios.
 * 3. The Manage Datarooms tab of that room in headless Chromium (bench/lib/manage-tab-view.ts):
 *    time to first render, and from a click to the next frame when a heading folds or unfolds.
 *    The app is built first (or BENCH_STATIC_DIR names a build).
 */
const ITEMS = Number(process.env.BENCH_DATAROOM_ITEMS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const WARMUP = 10;
const MIB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_DATAROOM_FILE_MIB ?? 200) * MIB;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = { median: 100, ratio: 2, rssMb: 50 };
/** What file-type reads as a PDF. */
const PDF_HEAD = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bo-bench-dataroom-'));
  const { bavail, bsize } = await statfs(work);
  // The source, the stored copy and the bare copy, with room to spare.
  if (bavail * bsize < 4 * SIZE) throw new Error(`Not enough free disk in ${work} for three ${SIZE / MIB} MiB files`);
  const app = await builtApp();
  const child = await startMediaServer({ staticDir: app.dir });
  const raw = connect(child.server.databaseUrl, { max: 1 });
  try {
    const room = await fillDataRoom(raw.pool, ITEMS);
    const listed = await listing(child, raw.pool, room);
    const viewed = await manageTabView(child.server.base, child.server.cookie, room.propertyId, ITEMS);
    const uploaded = await upload(child, raw.pool, room, work);
    if (!listed || !viewed || !uploaded) process.exitCode = 1;
  } finally {
    await raw.close();
    await child.stop();
    await rm(work, { recursive: true, force: true });
    await app.remove();
  }
}

/** The route's SQL as listRound sends it (its own statement builder, not a copy that could drift). */
function routeSql(pool: pg.Pool, room: BenchRoom): pg.QueryConfig {
  const { sql, params } = roundSql(drizzle({ client: pool, schema, casing: 'snake_case' }), room.propertyId, room.round);
  return { text: sql, values: params };
}

async function timedMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function listing({ server }: MediaServerProcess, pool: pg.Pool, room: BenchRoom): Promise<boolean> {
  const url = `${server.base}/api/property-data-room/admin?propertyId=${room.propertyId}&round=${room.round}`;
  const bare: pg.QueryConfig = {
    text: `select i.id, i.round, i.item_type, i.level, i.parent_id, i.check_list_id, i.display_name, i.requires_document,
                  i.is_visible, i.is_published, i.is_rejected, i.rejected_reason, i.file_id, i.display_order,
                  f.original_name as file_name, f.size_bytes as file_size, f.content_type
             from property_data_room_items i
             left join stored_files f on f.id = i.file_id
            where i.property_id = $1 and i.round = $2`,
    values: [room.propertyId, room.round],
  };
  const recursive = routeSql(pool, room);
  let bytes = 0;
  const get = async () => {
    const response = await fetch(url, { headers: { cookie: server.cookie } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
    bytes = (await response.arrayBuffer()).byteLength;
  };
  const sides = {
    bare: () => pool.query(bare),
    recursive: () => pool.query(recursive),
    api: () => get(),
    changed: () => get(),
  };
  // Before each 'changed' request, untimed: one item written again, as any edit does, so the kept answer no longer holds.
  const touch = { text: 'update property_data_room_items set is_visible = is_visible where id = $1', values: [room.leafHeadingId] };
  const before: Partial<Record<keyof typeof sides, () => Promise<unknown>>> = { changed: () => pool.query(touch) };
  const names = Object.keys(sides) as (keyof typeof sides)[];
  const answered = (await (await fetch(url, { headers: { cookie: server.cookie } })).json()) as { level: number }[];
  if (answered.length !== ITEMS || answered[0].level !== 0) throw new Error(`the round answers ${answered.length} rows, not ${ITEMS}`);

  const times = { bare: [] as number[], recursive: [] as number[], api: [] as number[], changed: [] as number[] };
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    // Each goes first in turn, so that drift in the machine's speed falls on all alike.
    for (const name of names.map((_, j) => names[(i + j) % names.length])) {
      await before[name]?.();
      const ms = await timedMs(sides[name]);
      if (i >= WARMUP) times[name].push(ms);
    }
  }
  const baseline = median(times.bare);
  const bareName = 'bare select by property and round (raw pg)';
  const row = (label: string, values: number[]) =>
    record(
      { name: label, value: median(values), unit: 'ms', baseline: label === bareName ? undefined : bareName },
      `${label.padEnd(50)} median ${median(values).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 0.95).toFixed(1).padStart(6)} ms   ${(median(values) / baseline).toFixed(1).padStart(4)} x bare`,
    );
  console.log(
    `\nData room round, ${ITEMS.toLocaleString('en')} items (${room.headings} headings, ${room.files.toLocaleString('en')} files), ` +
      `${(bytes / 1024).toFixed(0)} KiB of JSON: ${REQUESTS} requests each after ${WARMUP} (load average ${loadAverage()})\n`,
  );
  row(bareName, times.bare);
  row("the route's SQL, files joined (raw pg)", times.recursive);
  row('GET /api/property-data-room/admin', times.api);
  row('GET, the round just changed', times.changed);
  const pass = record(
    { name: 'GET median', value: median(times.changed), unit: 'ms', target: { op: '<', value: TARGET.median }, baseline: bareName },
    (verdict) => `\nGET median, the round just changed: ${median(times.changed).toFixed(1)} ms   target < ${TARGET.median} ms   ${verdict}`,
  );
  const ratio = median(times.api) / baseline;
  const kept = record(
    { name: 'GET / bare select', value: ratio, unit: 'x', target: { op: '<=', value: TARGET.ratio }, baseline: bareName },
    (verdict) =>
      `GET of a round unchanged since it was last read (its kept answer): ${ratio.toFixed(1)} x the bare select   target <= ${TARGET.ratio} x (issue 34)   ${verdict}`,
  );
  await explain(pool, [bare, recursive]);
  return pass && kept;
}

/** The database's own time for each query (EXPLAIN ANALYZE, median of 5), without transfer or parsing. */
async function explain(pool: pg.Pool, queries: pg.QueryConfig[]) {
  const executionMs = async (query: pg.QueryConfig) => {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>({ ...query, text: `explain (analyze, buffers) ${query.text}` });
    return Number(/Execution Time: ([\d.]+)/.exec(rows.at(-1)?.['QUERY PLAN'] ?? '')?.[1]);
  };
  const [bare, recursive] = [[], []] as number[][];
  for (let i = 0; i < 5; i++) {
    bare.push(await executionMs(queries[0]));
    recursive.push(await executionMs(queries[1]));
  }
  record({ name: 'bare select in the database (EXPLAIN ANALYZE)', value: median(bare), unit: 'ms' });
  record(
    { name: "the route's SQL in the database (EXPLAIN ANALYZE)", value: median(recursive), unit: 'ms' },
    `in the database (EXPLAIN ANALYZE, median of 5): bare ${median(bare).toFixed(1)} ms, the route's ${median(recursive).toFixed(1)} ms`,
  );
}

async function upload({ server, pid }: MediaServerProcess, pool: pg.Pool, room: BenchRoom, work: string): Promise<boolean> {
  const file = path.join(work, 'bench.pdf');
  await makeFile(file, SIZE, PDF_HEAD);
  const small = path.join(work, 'small.pdf');
  await makeFile(small, 8 * MIB, PDF_HEAD);
  const storedPath = async (body: string) => {
    const { fileId } = JSON.parse(body) as { fileId: number };
    const { rows } = await pool.query<{ key: string }>('select storage_key as key from stored_files where id = $1', [fileId]);
    return path.join(server.dataDir, 'files', ...rows[0].key.split('/'));
  };
  const post = async (source: string, size: number) => {
    const fields = { UserId: '1', PropertyDataRoomId: String(room.leafHeadingId), PropertyId: String(room.propertyId) };
    const url = `${server.base}/api/property-data-room`;
    const answer = await multipartPost(url, {
      cookie: server.cookie,
      fields,
      fileField: 'File',
      fileName: 'bench.pdf',
      file: source,
      size,
    });
    if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${answer.body}`);
    return storedPath(answer.body);
  };
  // Warm both paths (code loaded, first connections made) on a small file before the baseline.
  await settleDisk(server.bareDir, [await post(small, 8 * MIB)]);
  await barePut({ server, file: small, size: 8 * MIB, chunkSize: 8 * MIB });
  await settleDisk(server.bareDir);
  const baseline = await rssMb(pid);

  let peak = baseline;
  const rounds: { bare: number; ours: number }[] = [];
  console.log(`\nData room upload: ${SIZE / MIB} MiB, ${ROUNDS} rounds (load average ${loadAverage()})\n`);
  const measure = {
    bare: () => mibPerSecond(SIZE, () => barePut({ server, file, size: SIZE, chunkSize: SIZE })),
    ours: async () => {
      let stored = '';
      const measured = await withPeakRss(pid, () => mibPerSecond(SIZE, async () => (stored = await post(file, SIZE))));
      peak = Math.max(peak, measured.peak);
      await settleDisk(server.bareDir, [stored]);
      return measured.result;
    },
  };
  for (let round = 0; round < ROUNDS; round++) {
    const rates = { bare: 0, ours: 0 };
    for (const side of round % 2 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const)) {
      await settleDisk(server.bareDir);
      rates[side] = await measure[side]();
    }
    rounds.push(rates);
    console.log(
      `round ${round + 1}: bare PUT ${rates.bare.toFixed(0)}, ours ${rates.ours.toFixed(0)} MiB/s (${percent(rates.ours / rates.bare)})`,
    );
  }
  const ratio = median(rounds.map((rates) => rates.ours / rates.bare));
  const rate = (side: 'bare' | 'ours') => median(rounds.map((rates) => rates[side]));
  const bareName = 'upload: bare Node PUT to disk';
  record(
    { name: bareName, value: rate('bare'), unit: 'MiB/s' },
    `\nbare Node PUT to disk   ${rate('bare').toFixed(0).padStart(6)} MiB/s (median)`,
  );
  record(
    { name: 'upload: POST /property-data-room', value: rate('ours'), unit: 'MiB/s', baseline: bareName },
    `POST /property-data-room ${rate('ours').toFixed(0).padStart(6)} MiB/s (median, multipart written around the piped file)`,
  );
  record(
    { name: 'upload: ours / bare PUT', value: ratio * 100, unit: '%', baseline: bareName },
    `ratio                   ${percent(ratio).padStart(7)}   (median of the rounds' ours / bare)`,
  );
  return rssGrowth(baseline, peak, TARGET.rssMb);
}

runBench(main);
