import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/** The data room a bench filled: one round of one property. */
export interface BenchRoom {
  propertyId: number;
  round: 1;
  headings: number;
  files: number;
  /** A level-4 heading, for uploads. */
  leafHeadingId: number;
}

const SECTIONS = [
  'Title deeds and diagrams',
  'Zoning and municipal valuation',
  'Leases and tenancy schedule',
  'Rent roll and arrears',
  'Operating costs and recoveries',
  'Building plans and occupation certificates',
  'Electrical and fire compliance',
  'Environmental reports',
  'Corporate, tax and VAT',
  'Insurance and claims',
];
/** Children per heading at levels 1, 2 and 3: 10 sections, 40, 120 and 240 leaf headings. */
const FAN_OUT = [4, 3, 2];
const TYPES = [
  ['pdf', 'application/pdf'],
  ['pdf', 'application/pdf'],
  ['pdf', 'application/pdf'],
  ['jpg', 'image/jpeg'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
];

/** A fixed-seed generator (mulberry32), so every run fills the same room. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Row {
  id: number;
  itemType: 'DATA_ROOM' | 'FILE';
  level: number;
  parentId: number | null;
  name: string;
  order: number;
  requiresDocument: boolean;
  visible: boolean;
  published: boolean;
  rejectedReason: string | null;
  fileId: number | null;
}

/** `count` fresh ids from a table's identity sequence, so later inserts by the app never collide with ours. */
async function reserveIds(pool: pg.Pool, table: string, count: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('${table}', 'id'))::int as id from generate_series(1, $1)`,
    [count],
  );
  return rows.map((row) => row.id);
}

/**
 * Round 1 of the first property's data room, replaced by `total` items shaped like a built and
 * well-used room: one root, ten level-1 sections nested down to level 4 (411 headings), and the
 * remaining items FILE rows under the level-4 headings, each with its stored_files row and
 * version 1. Files get their ids in a random order across the tree, as uploads over months
 * would. Written in three SQL statements (the stored objects do not exist: listing never reads
 * them), then analysed, as autovacuum would have by the time a room is this full.
 */
export async function fillDataRoom(pool: pg.Pool, total: number): Promise<BenchRoom> {
  const random = seeded(14);
  const [{ id: propertyId }] = (await pool.query<{ id: number }>('select id from properties order by id limit 1')).rows;
  await pool.query('delete from property_data_room_items where property_id = $1 and round = 1', [propertyId]);

  const headingCount = 1 + SECTIONS.length * (1 + FAN_OUT[0] * (1 + FAN_OUT[1] * (1 + FAN_OUT[2])));
  const fileCount = total - headingCount;
  if (fileCount < 0) throw new Error(`a room needs more than ${headingCount} items`);
  const headingIds = await reserveIds(pool, 'property_data_room_items', headingCount);
  const rows: Row[] = [];
  const leaves: Row[] = [];
  const heading = (level: number, parentId: number | null, name: string, order: number) => {
    const row: Row = {
      id: headingIds[rows.length],
      itemType: 'DATA_ROOM',
      level,
      parentId,
      name,
      order,
      requiresDocument: level >= 3,
      visible: random() > 0.03,
      published: false,
      rejectedReason: null,
      fileId: null,
    };
    rows.push(row);
    return row;
  };
  const nest = (parent: Row, index: string) => {
    if (parent.level === 4) return void leaves.push(parent);
    for (let i = 1; i <= FAN_OUT[parent.level - 1]; i++) {
      nest(
        heading(parent.level + 1, parent.id, `${index}.${i} ${parent.name.split(' ').slice(1, 3).join(' ')} part ${i}`, i),
        `${index}.${i}`,
      );
    }
  };
  const root = heading(0, null, 'Virtual Data Room', 1);
  SECTIONS.forEach((name, i) => nest(heading(1, root.id, `${i + 1} ${name}`, i + 1), String(i + 1)));

  const fileItemIds = await reserveIds(pool, 'property_data_room_items', fileCount);
  const storedIds = await reserveIds(pool, 'stored_files', fileCount);
  const stored: { id: number; key: string; name: string; type: string; size: number; sha: string }[] = [];
  const filesUnder = new Map<number, number>();
  for (let k = 0; k < fileCount; k++) {
    const leaf = leaves[Math.floor(random() * leaves.length)];
    const order = (filesUnder.get(leaf.id) ?? 0) + 1;
    filesUnder.set(leaf.id, order);
    const [ext, type] = TYPES[Math.floor(random() * TYPES.length)];
    const name = `${leaf.name.split(' ')[0]} document ${order}.${ext}`;
    const decision = random();
    stored.push({
      id: storedIds[k],
      key: `data-room/bench-${storedIds[k]}`,
      name,
      type,
      size: Math.floor(20_000 + random() * 20_000_000),
      sha: randomBytes(32).toString('hex'),
    });
    rows.push({
      id: fileItemIds[k],
      itemType: 'FILE',
      level: 5,
      parentId: leaf.id,
      name,
      order,
      requiresDocument: false,
      visible: random() > 0.05,
      published: decision < 0.6,
      rejectedReason: decision > 0.9 ? 'Unsigned copy; please upload the signed and dated version.' : null,
      fileId: storedIds[k],
    });
  }

  const column = <T>(pick: (row: Row) => T) => rows.map(pick);
  await pool.query(
    `insert into stored_files (id, storage_key, original_name, content_type, size_bytes, sha256)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[])`,
    [
      stored.map((f) => f.id),
      stored.map((f) => f.key),
      stored.map((f) => f.name),
      stored.map((f) => f.type),
      stored.map((f) => f.size),
      stored.map((f) => f.sha),
    ],
  );
  await pool.query(
    `insert into property_data_room_items (id, property_id, round, item_type, level, parent_id, display_name, requires_document,
            is_visible, is_published, is_rejected, rejected_reason, file_id, display_order)
     select u.id, $1, 1, u.item_type, u.level, u.parent_id, u.display_name, u.requires_document, u.is_visible, u.is_published,
            u.rejected_reason is not null, u.rejected_reason, u.file_id, u.display_order
       from unnest($2::int[], $3::text[], $4::smallint[], $5::int[], $6::text[], $7::bool[], $8::bool[], $9::bool[], $10::text[],
                   $11::int[], $12::int[])
            as u(id, item_type, level, parent_id, display_name, requires_document, is_visible, is_published, rejected_reason, file_id,
                 display_order)
      order by u.id`,
    [
      propertyId,
      column((r) => r.id),
      column((r) => r.itemType),
      column((r) => r.level),
      column((r) => r.parentId),
      column((r) => r.name),
      column((r) => r.requiresDocument),
      column((r) => r.visible),
      column((r) => r.published),
      column((r) => r.rejectedReason),
      column((r) => r.fileId),
      column((r) => r.order),
    ],
  );
  await pool.query(
    `insert into data_room_file_versions (item_id, version, file_id, is_published, is_rejected, rejected_reason)
     select id, 1, file_id, is_published, is_rejected, rejected_reason
       from property_data_room_items where property_id = $1 and round = 1 and item_type = 'FILE'`,
    [propertyId],
  );
  await pool.query('analyze property_data_room_items, stored_files, data_room_file_versions');
  return { propertyId, round: 1, headings: headingCount, files: fileCount, leafHeadingId: leaves[0].id };
}
