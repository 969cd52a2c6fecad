import type pg from 'pg';
import { expect } from 'vitest';

export type Random = () => number;

/** One write a scope sends, and the state the scope is in once it is applied. */
interface Write<T> {
  method: string;
  url: string;
  body: unknown;
  after: T;
}

/**
 * A part of the data that one stream of writes changes, one write at a time: so after a crash
 * its state is what the acknowledged writes made, or that plus the one write in flight.
 */
export interface WriteScope<T> {
  label: string;
  /** The state as stored; fails (expect) on what no sequence of whole writes could leave, such as a gap in an order. */
  read(db: pg.Pool): Promise<T>;
  /** Audit entries of this scope's writes (each write records one in its own transaction). */
  audits(db: pg.Pool): Promise<number>;
  /** The next write from `state`, never one that changes nothing; undefined when none is left. */
  next(state: T, random: Random): Write<T> | undefined;
}

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)];

/** `order` with `id` placed after `beforeId` (0: first), as the landing and media re-orders place it. */
function placedAfter(order: readonly number[], id: number, beforeId: number): number[] {
  const rest = order.filter((other) => other !== id);
  const at = beforeId === 0 ? 0 : rest.indexOf(beforeId) + 1;
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** A move to sit after another row (or first), never onto the place it already has. */
function moveAfter(order: number[], random: Random): { id: number; beforeId: number; after: number[] } {
  const id = pick(order, random);
  const index = order.indexOf(id);
  const current = index === 0 ? 0 : order[index - 1];
  const beforeId = pick(
    [0, ...order].filter((other) => other !== id && other !== current),
    random,
  );
  return { id, beforeId, after: placedAfter(order, id, beforeId) };
}

async function count(db: pg.Pool, query: string, values: unknown[] = []): Promise<number> {
  return (await db.query<{ n: number }>(`select count(*)::int as n from (${query}) counted`, values)).rows[0].n;
}

/** Ids in display order, after checking the order is dense 1..n (unless `dense` is false). */
async function orderedIds(db: pg.Pool, query: string, values: unknown[], label: string, dense = true): Promise<number[]> {
  const { rows } = await db.query<{ id: number; display_order: number }>(query, values);
  if (dense)
    expect(
      rows.map((row) => row.display_order),
      `${label}: dense 1..n`,
    ).toEqual(rows.map((_, i) => i + 1));
  return rows.map((row) => row.id);
}

/** A property's content or media items, ids in display order (checked dense unless `dense` is false). */
const itemsInOrder = (
  db: pg.Pool,
  table: 'property_content_items' | 'property_media_items',
  propertyId: number,
  label: string,
  dense = true,
) => orderedIds(db, `select id, display_order from ${table} where property_id = $1 order by display_order, id`, [propertyId], label, dense);

/** How many moves of a property's items of `entityType` the audit trail holds. */
const movesAudited = (db: pg.Pool, entityType: string, propertyId: number) =>
  count(db, `select 1 from activity where source = 'audit' and entity_type = $2 and property_id = $1 and comments like 'Moved %'`, [
    propertyId,
    entityType,
  ]);

export const landingOrder = (): WriteScope<number[]> => ({
  label: 'landing page order',
  read: (db) => orderedIds(db, 'select id, display_order from properties order by display_order, id', [], 'landing page order'),
  audits: (db) => count(db, `select 1 from activity where source = 'audit' and entity_type = 'landing order'`),
  next(order, random) {
    const move = moveAfter(order, random);
    return {
      method: 'PUT',
      url: '/api/properties/re-order-landing-page',
      body: { propertyId: move.id, propertyBeforeId: move.beforeId },
      after: move.after,
    };
  },
});

export const contentOrder = (propertyId: number): WriteScope<number[]> => ({
  label: `content items of property ${propertyId}`,
  read: (db) => itemsInOrder(db, 'property_content_items', propertyId, `content items of property ${propertyId}`),
  audits: (db) => movesAudited(db, 'content item', propertyId),
  next(order, random) {
    const id = pick(order, random);
    const index = pick(
      order.map((_, i) => i).filter((i) => i !== order.indexOf(id)),
      random,
    );
    const rest = order.filter((other) => other !== id);
    return {
      method: 'PUT',
      url: '/api/property-content-items/re-order',
      body: { propertyId, propertyContentItemId: id, displayOrder: index },
      after: [...rest.slice(0, index), id, ...rest.slice(index)],
    };
  },
});

export const mediaOrder = (propertyId: number): WriteScope<number[]> => ({
  label: `media items of property ${propertyId}`,
  // Not dense until its first re-order (spec §7 keeps the position a client sends, such as a video's 100).
  read: (db) => itemsInOrder(db, 'property_media_items', propertyId, `media items of property ${propertyId}`, false),
  audits: (db) => movesAudited(db, 'media item', propertyId),
  next(order, random) {
    const move = moveAfter(order, random);
    return {
      method: 'PUT',
      url: '/api/property-media-items/re-order',
      body: { propertyId, propertyMediaItemId: move.id, propertyMediaItemBeforeId: move.beforeId },
      after: move.after,
    };
  },
});

interface NdaState {
  decisions: number;
  round1: boolean | null;
  round2: boolean | null;
}

export const ndaDecisions = (entryId: number): WriteScope<NdaState> => ({
  label: `NDA decisions of entry ${entryId}`,
  async read(db) {
    const { rows } = await db.query<{ round1: boolean | null; round2: boolean | null }>(
      'select round1_accept_yn as round1, round2_accept_yn as round2 from nda_register where id = $1',
      [entryId],
    );
    const latest = await db.query<{ round: number; accepted: boolean }>(
      `select distinct on (round) round, accepted from nda_decisions where nda_register_id = $1 order by round, decided_at desc, id desc`,
      [entryId],
    );
    // The entry shows the latest decision of each round in its history: never one without the other.
    for (const { round, accepted } of latest.rows)
      expect(rows[0][`round${round}` as 'round1' | 'round2'], `round ${round} of entry ${entryId}`).toBe(accepted);
    const decisions = await count(db, 'select 1 from nda_decisions where nda_register_id = $1', [entryId]);
    return { decisions, ...rows[0] };
  },
  audits: (db) => count(db, `select 1 from activity where source = 'audit' and entity_type = 'nda' and entity_id = $1`, [String(entryId)]),
  next(state, random) {
    const round = pick(['round1', 'round2'] as const, random);
    const status = pick(['Accepted', 'Rejected'] as const, random);
    return {
      method: 'PUT',
      url: `/api/ndaregister/${entryId}/approve`,
      body: { round, status },
      after: { ...state, decisions: state.decisions + 1, [round]: status === 'Accepted' },
    };
  },
});

/** Data room builds, one property after another: the state is which of `propertyIds` have theirs. */
export const dataRoomBuilds = (propertyIds: number[]): WriteScope<number[]> => ({
  label: 'data room builds',
  async read(db) {
    const { rows } = await db.query<{ id: number; checklist_id: number | null; built: number[]; template: number[] }>(
      `select p.id, p.checklist_id,
              array(select count(*)::int from property_data_room_items i where i.property_id = p.id group by i.round order by i.round) as built,
              array(select count(*)::int from checklist_items c where c.checklist_id = p.checklist_id group by c.round order by c.round) as template
         from properties p where p.id = any($1) order by p.id`,
      [propertyIds],
    );
    // A build is the whole checklist in both rounds and the checklist set on the property, or none of it.
    for (const row of rows) expect(row.built, `data room of property ${row.id}`).toEqual(row.template);
    return rows.filter((row) => row.checklist_id !== null).map((row) => row.id);
  },
  audits: (db) =>
    count(
      db,
      `select 1 from activity where source = 'audit' and entity_type = 'data room' and comments like 'Built %' and property_id = any($1)`,
      [propertyIds],
    ),
  next(built, random) {
    const propertyId = propertyIds.find((id) => !built.includes(id));
    if (propertyId === undefined) return undefined;
    return {
      method: 'POST',
      url: '/api/property-data-room/build-dataroom',
      body: { propertyId, checklistName: pick(['Office', 'Hospitality'], random) },
      after: [...built, propertyId].sort((a, b) => a - b),
    };
  },
});
