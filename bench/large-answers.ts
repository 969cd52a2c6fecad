import type pg from 'pg';
import { connect } from '../server/db/client';
import { seedLarge } from '../server/demo/large-seed';
import { record } from './lib/figure';
import { fillLargeAnswers, type LargeAnswers } from './lib/large-answers-fill';
import { loadAverage, startMediaServer } from './lib/media-child';
import type { MediaServerReady } from './lib/media-server';
import { runBench } from './lib/run-bench';
import { median, percentile } from './lib/stats';

/**
 * Issue 34 point 3, the large answers beside the data room round (bench/dataroom.ts): each GET as
 * its screen asks for it, against a bare select of the same rows and columns through raw pg
 * (no order where the answer's order is not needed to pick the rows), on the real app in a child
 * process (the media benches' server; BENCH_CPU_PROF_DIR profiles it) with the demo data plus:
 * - BENCH_MEDIA_ITEMS (400) Gallery images on one property: the Media tab's list, every item;
 * - BENCH_ACTIVITY_ENTRIES (50,000) activity entries (seed:large's): the Activity Log's first
 *   page at its largest size (50, react-admin's largest rows-per-page choice), with its count;
 * - BENCH_NDA_ENTRIES (3,000) NDAs from as many buyers on that property: the Vault's register.
 * BENCH_REQUESTS (50) of each after a warm-up, every side going first in turn. Target: each GET's
 * median at most 2x its bare select's. BENCH_ANSWERS=word measures only the answers whose name holds it.
 */
const MEDIA = Number(process.env.BENCH_MEDIA_ITEMS ?? 400);
const ACTIVITY = Number(process.env.BENCH_ACTIVITY_ENTRIES ?? 50_000);
const NDAS = Number(process.env.BENCH_NDA_ENTRIES ?? 3000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const WARMUP = 10;
const TARGET_RATIO = 2;
const ACTIVITY_PAGE = 50;

interface Answer {
  name: string;
  /** Path and query as the app's data provider sends them. */
  path: string;
  rows: number;
  bare: pg.QueryConfig;
}

const listQuery = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

function answers(filled: LargeAnswers, mediaRows: number): Answer[] {
  const { propertyId } = filled;
  return [
    {
      name: 'media items',
      // useMediaItems: getList without a page, so every item and no count.
      path: `/api/property-media-items?${listQuery({ filter: { propertyId } })}`,
      rows: mediaRows,
      bare: {
        text: `select id, property_id, title, file_type, media_link, display_order, is_active
                 from property_media_items where property_id = $1`,
        values: [propertyId],
      },
    },
    {
      name: 'activity page',
      // ListScreen's page through ra-data-simple-rest: sort, range, filter.
      path: `/api/activity?${listQuery({ sort: ['occurredAt', 'DESC'], range: [0, ACTIVITY_PAGE - 1], filter: {} })}`,
      rows: ACTIVITY_PAGE,
      bare: {
        text: `select a.id, a.occurred_at, to_char(a.occurred_at at time zone 'UTC', 'YYYY-MM-DD'), a.nature, a.status_description,
                      a.property_id, p.listing_title, a.added_by_id, nullif(trim(concat_ws(' ', b.first_name, b.last_name)), ''),
                      a.user_id, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), a.comments, a.personalise_reference,
                      a.source, a.entity_type, a.entity_id, a.changes
                 from activity a
                 left join properties p on p.id = a.property_id
                 left join users b on b.id = a.added_by_id
                 left join users u on u.id = a.user_id
                order by a.occurred_at desc, a.id desc
                limit ${ACTIVITY_PAGE}`,
      },
    },
    {
      name: 'NDA register',
      path: `/api/ndaregister/list/${propertyId}`,
      rows: filled.ndaEntries,
      bare: {
        text: `select n.id, n.property_id, n.nda_file_name, n.file_id, n.round1_accept_yn, n.round2_accept_yn, n.date_on,
                      s.id, s.first_name, s.last_name, a.id, a.first_name, a.last_name, n.updated_at
                 from nda_register n
                 join users s on s.id = n.user_id
                 left join users a on a.id = n.added_by_id
                where n.property_id = $1`,
        values: [propertyId],
      },
    },
  ];
}

async function main() {
  const started = performance.now();
  const child = await startMediaServer();
  const { server } = child;
  const { db, pool, close } = connect(server.databaseUrl, { max: 1 });
  try {
    await db.transaction((tx) => seedLarge(tx, { properties: 0, activity: ACTIVITY }));
    const filled = await fillLargeAnswers(pool, { media: MEDIA, ndas: NDAS });
    const { rows } = await pool.query<{ media: number; ndas: number }>(
      `select (select count(*)::int from property_media_items where property_id = $1) as media,
              (select count(*)::int from nda_register where property_id = $1) as ndas`,
      [filled.propertyId],
    );
    const only = process.env.BENCH_ANSWERS?.toLowerCase();
    const list = answers({ ...filled, ndaEntries: rows[0].ndas }, rows[0].media).filter(
      (answer) => !only || answer.name.toLowerCase().includes(only),
    );
    console.log(`Filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await measure(server, pool, list);
  } finally {
    await close();
    await child.stop();
  }
}

async function timedMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function measure(server: MediaServerReady, pool: pg.Pool, list: Answer[]) {
  const bytes = new Map<string, number>();
  const get = async ({ name, path }: Answer) => {
    const response = await fetch(`${server.base}${path}`, { headers: { cookie: server.cookie } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    bytes.set(name, (await response.arrayBuffer()).byteLength);
  };
  for (const answer of list) {
    const rows = ((await (await fetch(`${server.base}${answer.path}`, { headers: { cookie: server.cookie } })).json()) as unknown[]).length;
    if (rows !== answer.rows) throw new Error(`${answer.name} answers ${rows} rows, not ${answer.rows}`);
  }
  const floor = { name: 'session check', path: '/api/auth/session', rows: 0, bare: { text: '' } };
  const sides = [
    { key: `${floor.name} GET`, run: () => get(floor) },
    ...list.flatMap((answer) => [
      { key: `${answer.name} bare`, run: () => pool.query(answer.bare) },
      { key: `${answer.name} GET`, run: () => get(answer) },
    ]),
  ];
  const times = new Map(sides.map((side) => [side.key, [] as number[]]));
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    // Each goes first in turn, so that drift in the machine's speed falls on all alike.
    for (let j = 0; j < sides.length; j++) {
      const side = sides[(i + j) % sides.length];
      const ms = await timedMs(side.run);
      if (i >= WARMUP) times.get(side.key)!.push(ms);
    }
  }

  console.log(`\nLarge answers: ${REQUESTS} requests each after ${WARMUP} (load average ${loadAverage()})\n`);
  const floorMs = median(times.get(`${floor.name} GET`)!);
  const floorName = 'session check (the API floor)';
  record(
    { name: floorName, value: floorMs, unit: 'ms' },
    `${floorName.padEnd(44)} median ${floorMs.toFixed(1).padStart(6)} ms   (GET /api/auth/session: HTTP, cookie, session, no query)\n`,
  );
  for (const answer of list) {
    const bare = times.get(`${answer.name} bare`)!;
    const api = times.get(`${answer.name} GET`)!;
    const bareName = `${answer.name}: bare select (raw pg)`;
    const line = (label: string, values: number[]) =>
      `${label.padEnd(44)} median ${median(values).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 0.95).toFixed(1).padStart(6)} ms`;
    record({ name: bareName, value: median(bare), unit: 'ms' }, line(bareName, bare));
    record(
      { name: `${answer.name}: GET`, value: median(api), unit: 'ms', baseline: bareName },
      line(`${answer.name}: GET (${answer.rows} rows, ${((bytes.get(answer.name) ?? 0) / 1024).toFixed(0)} KiB)`, api),
    );
    // What the route adds to an empty authenticated request, beside what the bare select takes.
    const above = (median(api) - floorMs) / median(bare);
    record(
      { name: `${answer.name}: GET less the floor / bare select`, value: above, unit: 'x', baseline: bareName },
      `${answer.name}: GET less the floor ${above.toFixed(2)} x the bare select`,
    );
    const ratio = median(api) / median(bare);
    record(
      { name: `${answer.name}: GET / bare select`, value: ratio, unit: 'x', target: { op: '<=', value: TARGET_RATIO }, baseline: bareName },
      (verdict) => `${answer.name}: GET / bare select ${ratio.toFixed(2)} x   target <= ${TARGET_RATIO} x (issue 34)   ${verdict}\n`,
    );
  }
  console.log(`load average after: ${loadAverage()}`);
}

runBench(main);
