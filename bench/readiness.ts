import os from 'node:os';
import type pg from 'pg';
import { connect } from '../server/db/client';
import { properties } from '../server/db/schema';
import { parseListQuery } from '../server/lib/list-query';
import { adminListSql } from '../server/routes/properties/admin-list';
import { propertySortable } from '../server/routes/properties/queries';
import { startBareSqlServer } from './lib/bare-sql-server';
import { latency, startBenchServer } from './lib/bench-server';
import { record } from './lib/figure';
import { largeDataDir } from './lib/large-data';
import { compareLoad, type LoadFigures } from './lib/load';
import { runBench } from './lib/run-bench';

/**
 * Issue 33 'Readiness', speed: at `npm run seed:large`'s 10,000 properties, each given an Office
 * data room (about 250 headings a property, 2.6 million rows, a published file under some of
 * the expected headings), what the readiness column adds to the Manage Properties page: the
 * page's SQL with the column against the same SQL with the column a constant (the list's own
 * statement builder, adminListSql), each from a bare route through raw pg, under autocannon in
 * alternating rounds. Target: under 20 % more time per page. Then, for the record, the median
 * latency of the API's page sorted and filtered by readiness, which read every property's room.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const keep = process.env.BENCH_READINESS_DATA_DIR;
const TARGET = 0.2;
const LIST = { filter: '{"isActive":true}', sort: '["listingTitle","ASC"]', range: '[0,24]' };

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const line = (name: string, f: LoadFigures) =>
  `${name.padEnd(40)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(0).padStart(3)} ms   p99 ${f.p99.toFixed(0).padStart(3)} ms`;

/** Every property without a data room gets the Office checklist's, a level at a time, and files under some expected headings. */
async function giveDataRooms(pool: pg.Pool) {
  const started = Date.now();
  const { rows } = await pool.query<{ id: number }>(`select id from checklists where name = 'Office'`);
  const office = rows[0].id;
  const unbuilt = `select id from properties where checklist_id is null`;
  for (let level = 0; level <= 4; level++) {
    await pool.query(
      `insert into property_data_room_items (property_id, round, item_type, level, parent_id, check_list_id, display_name, requires_document, display_order)
       select p.id, c.round, 'DATA_ROOM', c.level, parent.id, c.id, c.display_name, c.requires_document, c.display_order
       from (${unbuilt}) p
       join checklist_items c on c.checklist_id = $1 and c.level = $2
       left join property_data_room_items parent on parent.property_id = p.id and parent.check_list_id = c.parent_id`,
      [office, level],
    );
  }
  // Two in five expected headings have a file; three in four of those are published.
  await pool.query(
    `insert into property_data_room_items (property_id, round, item_type, level, parent_id, display_name, is_published, display_order)
     select h.property_id, h.round, 'FILE', h.level + 1, h.id, 'Document.pdf', h.id % 4 <> 0, 1
     from property_data_room_items h
     where h.item_type = 'DATA_ROOM' and h.requires_document and h.id % 5 < 2
       and h.property_id in (${unbuilt})`,
  );
  await pool.query(`update properties set checklist_id = $1 where checklist_id is null`, [office]);
  await pool.query('analyze');
  const { rows: counted } = await pool.query<{ n: string }>('select count(*) as n from property_data_room_items');
  console.log(`Data rooms: ${Number(counted[0].n).toLocaleString('en')} rows, built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function main() {
  const data = await largeDataDir(keep, { properties: 10_000, activity: 100_000 });
  const server = await startBenchServer(data.dir);
  const raw = connect(server.databaseUrl);
  try {
    const { rows } = await raw.pool.query<{ n: string }>(`select count(*) as n from properties where checklist_id is null`);
    if (Number(rows[0].n) > 0) await giveDataRooms(raw.pool);
    const list = parseListQuery(LIST, propertySortable, properties.id, ['id', 'ASC']);
    const withColumn = adminListSql(raw.db, list);
    const without = adminListSql(raw.db, list, { readiness: false });
    const plan = await raw.pool.query<{ 'QUERY PLAN': string }>(`explain analyze ${withColumn.page.sql}`, withColumn.page.params);
    // The readiness subquery is one primary-key lookup of data_room_readiness per page row.
    const loops = plan.rows.map((r) => r['QUERY PLAN']).find((l) => /data_room_readiness.*loops=/.test(l));
    console.log(`The readiness subquery's plan: ${loops?.trim() ?? '(not found)'}`);

    const bareWith = await startBareSqlServer(raw.pool, withColumn.page, withColumn.total);
    const bareWithout = await startBareSqlServer(raw.pool, without.page, without.total);
    try {
      console.log(
        `\nManage Properties' page, 10,000 properties with data rooms: filter ${LIST.filter}, sort ${LIST.sort}, range ${LIST.range}`,
      );
      console.log(
        `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per side in ${ROUNDS} alternating rounds; load average before: ${loadAverage()}`,
      );
      const targets = [
        { name: 'page SQL without the readiness column', url: `${bareWithout.base}/rows` },
        { name: 'page SQL with the readiness column', url: `${bareWith.base}/rows` },
        {
          name: 'ours: GET /api/properties/admin',
          url: `${server.base}/api/properties/admin?${new URLSearchParams(LIST)}`,
          headers: { cookie: server.cookie },
        },
      ];
      const figures = await compareLoad(targets, { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, warmupSeconds: 2 });
      for (const [i, f] of figures.entries()) {
        record({ name: targets[i].name, value: f.rps, unit: 'req/s', baseline: i ? targets[0].name : undefined }, line(targets[i].name, f));
      }
      const added = figures[0].rps / figures[1].rps - 1;
      record(
        {
          name: 'time per page added by the column',
          value: added * 100,
          unit: '%',
          target: { op: '<', value: TARGET * 100 },
          baseline: targets[0].name,
        },
        (verdict) => `\ntime per page added by the column   ${(added * 100).toFixed(1)} %   target < ${TARGET * 100} %   ${verdict}`,
      );
      console.log(`load average after: ${loadAverage()}`);
    } finally {
      await bareWith.close();
      await bareWithout.close();
    }

    console.log('\nThe API, one client, median and p90 of 20 requests (these read every property’s data room):');
    for (const [name, query] of [
      ['sorted by readiness', { sort: '["readiness","ASC"]', range: '[0,24]' }],
      ['filtered: incomplete', { filter: '{"readiness":"incomplete"}', range: '[0,24]' }],
    ] as const) {
      const { median, p90 } = await latency(`${server.base}/api/properties/admin?${new URLSearchParams(query)}`, server.cookie, 20);
      record(
        { name: `API ${name}`, value: median, unit: 'ms' },
        `  ${name.padEnd(22)} median ${median.toFixed(0)} ms   p90 ${p90.toFixed(0)} ms`,
      );
    }
  } finally {
    await raw.close();
    await server.close();
    await data.remove();
  }
}

runBench(main);
