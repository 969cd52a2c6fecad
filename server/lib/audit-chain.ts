import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** The hash before the first entry. */
const GENESIS = '0'.repeat(64);

interface BrokenLink {
  /** The first entry whose link does not hold (chain order). */
  id: number;
  chainSeq: number | null;
  problem: 'not linked' | 'repeated position' | 'entries missing' | 'wrong prev' | 'edited';
  message: string;
}

export type ChainVerdict =
  { intact: true; entries: number; head: { seq: number; hash: string } } | { intact: false; entries: number; broken: BrokenLink };

interface Row extends Record<string, unknown> {
  entries: number;
  broken: { id: number; chain_seq: number | null; prev_seq: number | null; problem: BrokenLink['problem'] } | null;
  head: { seq: number; hash: string } | null;
  last: { id: number; seq: number; hash: string } | null;
}

/*
 * Each entry's hash recomputed from its stored prev_hash and content, and its link checked
 * against the entry before it in chain order. This is a second copy of activity_chain_hash
 * (migration 0014) on purpose: the check does not trust code stored in the database it checks.
 */
const FIRST_BROKEN = sql.raw(`
  with chain as (
    select a.id, a.chain_seq, a.prev_hash, a.hash,
      lag(a.chain_seq) over w as prev_seq,
      lag(a.hash) over w as prev_entry_hash,
      encode(sha256(convert_to(a.prev_hash || jsonb_build_array(
        a.chain_seq, a.id, extract(epoch from a.occurred_at), a.source, a.nature,
        a.status_description, a.property_id, a.added_by_id, a.user_id, a.comments,
        a.personalise_reference, a.entity_type, a.entity_id, a.changes, a.event_id
      )::text, 'UTF8')), 'hex') as recomputed
    from activity a
    window w as (order by a.chain_seq nulls last, a.id)
  ), checked as (
    select id, chain_seq, prev_seq, case
      when chain_seq is null or prev_hash is null or hash is null then 'not linked'
      when chain_seq <= coalesce(prev_seq, 0) then 'repeated position'
      when chain_seq > coalesce(prev_seq, 0) + 1 then 'entries missing'
      when prev_hash <> coalesce(prev_entry_hash, '${GENESIS}') then 'wrong prev'
      when hash <> recomputed then 'edited'
    end as problem
    from chain
  )
  select
    (select count(*) from activity)::int as entries,
    (select json_build_object('id', id, 'chain_seq', chain_seq, 'prev_seq', prev_seq, 'problem', problem)
       from checked where problem is not null order by chain_seq nulls last, id limit 1) as broken,
    (select json_build_object('seq', seq, 'hash', hash) from audit_chain_head where id = 1) as head,
    (select json_build_object('id', id, 'seq', chain_seq, 'hash', hash)
       from activity where chain_seq is not null order by chain_seq desc limit 1) as last
`);

function explain(broken: NonNullable<Row['broken']>): string {
  const at = `Entry ${broken.id} (position ${broken.chain_seq ?? 'none'})`;
  switch (broken.problem) {
    case 'not linked':
      return `${at} is not linked into the chain: it was written with the chain's trigger bypassed.`;
    case 'repeated position':
      return `${at} repeats a position already taken: a link was copied or inserted by hand.`;
    case 'entries missing': {
      const missing = broken.chain_seq! - (broken.prev_seq ?? 0) - 1;
      return `${at}: ${missing} entr${missing === 1 ? 'y' : 'ies'} before it deleted (the previous link is position ${broken.prev_seq ?? 0}).`;
    }
    case 'wrong prev':
      return `${at}: its prev_hash is not the previous entry's hash (an entry before it was edited and re-hashed).`;
    case 'edited':
      return `${at} was edited: its content no longer matches its hash.`;
  }
}

/**
 * Checks the whole activity log's hash chain in one query: the first broken link in chain
 * order, or, when every link holds, that the head names the last entry (else the newest
 * entries were deleted). Read-only.
 */
export async function verifyAuditChain(db: DbOrTx): Promise<ChainVerdict> {
  const { rows } = await db.execute<Row>(FIRST_BROKEN);
  const { entries, broken, head, last } = rows[0];
  if (broken) {
    return {
      intact: false,
      entries,
      broken: { id: broken.id, chainSeq: broken.chain_seq, problem: broken.problem, message: explain(broken) },
    };
  }
  if (!head) throw new Error('The audit chain has no head row: migration 0014 has not run on this database.');
  const lastSeq = last?.seq ?? 0;
  if (head.seq !== lastSeq || head.hash !== (last?.hash ?? GENESIS)) {
    const missing = head.seq - lastSeq;
    const message =
      missing > 0
        ? `The last ${missing} entr${missing === 1 ? 'y' : 'ies'} after entry ${last?.id ?? 'none'} (position ${lastSeq}) deleted: the head is at position ${head.seq}.`
        : `The chain's head (position ${head.seq}) does not name the last entry (position ${lastSeq}): the head was edited.`;
    return { intact: false, entries, broken: { id: last?.id ?? 0, chainSeq: lastSeq, problem: 'entries missing', message } };
  }
  return { intact: true, entries, head };
}
