import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { built } from '../setup/built-script';
import type { DbOrTx } from '../../server/db/client';
import { activity, agencies } from '../../server/db/schema';
import { verifyAuditChain, type ChainVerdict } from '../../server/lib/audit-chain';
import { auditedWrite } from '../../server/lib/audit';
import type { SessionUser } from '../../server/lib/session-store';
import { recordVisitorEvents } from '../../server/lib/visitor-events';
import { useLoggedInApp } from './helpers/logged-in-app';
import { adminUrlFor } from './setup/databases';

const api = useLoggedInApp();
const BASE = '/api/property-content-items';

const countRows = () => api.app.db.$count(activity);
const verify = (db: DbOrTx = api.app.db) => verifyAuditChain(db);
const intact = async (): Promise<Extract<ChainVerdict, { intact: true }>> => {
  const verdict = await verify();
  if (!verdict.intact) throw new Error(verdict.broken.message);
  return verdict;
};

/** The ids of the log in chain order. */
const chainIds = async () => (await api.app.db.select({ id: activity.id }).from(activity).orderBy(asc(activity.chainSeq))).map((r) => r.id);

/** A change made straight in the database, seen by `check` inside that transaction and then undone. */
async function behindTheBack(change: (tx: DbOrTx) => Promise<unknown>, check: (verdict: ChainVerdict) => void): Promise<void> {
  const undone = new Error('undo');
  await expect(
    api.app.db.transaction(async (tx) => {
      await change(tx);
      check(await verify(tx));
      throw undone;
    }),
  ).rejects.toBe(undone);
}

const saveBlock = (id: number, propertyId: number, contentHeader: string) =>
  api.send('PUT', `${BASE}/update?id=${id}`, { userId: 3, propertyId, contentHeader, contentBody: `<p>${contentHeader}</p>` });

const blocksOf = async (propertyId: number): Promise<{ id: number }[]> => (await api.get(`${BASE}?propertyId=${propertyId}`)).json();

/** The operator command (npm run audit:verify) on this test's database, the run's build of it as production runs it. */
async function runVerifyCli(): Promise<{ code: number; stdout: string; stderr: string }> {
  const [{ name }] = (await api.app.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
  const env = { ...process.env, DATABASE_URL: adminUrlFor(inject('maintenanceUrl'), name), LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [built('audit-verify.js')], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the activity log hash chain', () => {
  it("holds on the demo data (the seed's visitor events, inserted in one statement): every entry linked, the head at the last", async () => {
    const verdict = await intact();
    const rows = await countRows();
    expect(rows).toBeGreaterThan(300);
    expect(verdict.entries).toBe(rows);
    expect(verdict.head.seq).toBe(rows);
  });

  it('links each write through the API as it commits', async () => {
    const before = await countRows();
    const [first, second] = await blocksOf(1);
    expect((await saveBlock(first.id, 1, 'Chained overview')).statusCode).toBe(200);
    const moved = await api.send('PUT', `${BASE}/re-order`, {
      userId: 3,
      propertyId: 1,
      propertyContentItemId: second.id,
      displayOrder: 0,
    });
    expect(moved.statusCode).toBe(200);
    const verdict = await intact();
    expect(verdict.entries).toBe(before + 2);
    const [last] = await api.app.db
      .select()
      .from(activity)
      .orderBy(sql`${activity.chainSeq} desc`)
      .limit(1);
    expect(last).toMatchObject({ source: 'audit', chainSeq: verdict.head.seq, hash: verdict.head.hash, entityType: 'content item' });
  });

  it('stays intact under 20 concurrent audited writes, in commit order without gaps', async () => {
    const before = await intact();
    const properties = [2, 3, 4, 5];
    const blocks = await Promise.all(properties.map(blocksOf));
    const writes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const own = blocks[i % properties.length];
        return saveBlock(own[i % own.length].id, properties[i % properties.length], `Concurrent ${i}`);
      }),
    );
    expect(writes.map((w) => w.statusCode)).toEqual(Array(20).fill(200));
    const after = await intact();
    expect(after.entries).toBe(before.entries + 20);
    expect(after.head.seq).toBe(before.head.seq + 20);
  });

  it('leaves no trace of an aborted write and links the next one after the last committed entry', async () => {
    const before = await intact();
    const admin: SessionUser = (await api.get('/api/auth/session')).json().user;
    const [agency] = await api.app.db.select().from(agencies).limit(1);
    const failed = auditedWrite(api.app.db, admin, async (_tx, audit) => {
      await audit({ entityType: 'agency', entityId: agency.id, description: 'Never committed' });
      throw new Error('the write fails after its audit entry');
    });
    await expect(failed).rejects.toThrow('the write fails');
    expect((await intact()).head).toEqual(before.head);
    const [block] = await blocksOf(6);
    expect((await saveBlock(block.id, 6, 'After the abort')).statusCode).toBe(200);
    expect((await intact()).head.seq).toBe(before.head.seq + 1);
  });

  it("links a transaction's many entries in the order they were written, the head moved once to the last", async () => {
    const before = await intact();
    const entry = (i: number) => ({ nature: 'Property Details Viewed', personaliseReference: `bulk-${i}` });
    const ids = await api.app.db.transaction(async (tx) => {
      const bulk = await tx
        .insert(activity)
        .values(Array.from({ length: 2000 }, (_, i) => entry(i)))
        .returning({ id: activity.id });
      const [single] = await tx.insert(activity).values(entry(2000)).returning({ id: activity.id });
      return [...bulk, single].map((r) => r.id);
    });
    const after = await intact();
    expect(after.head.seq).toBe(before.head.seq + 2001);
    expect((await chainIds()).slice(-2001)).toEqual(ids);
  });

  it('is not disturbed by a resent visitor event (skipped by ON CONFLICT, never linked)', async () => {
    const before = await intact();
    const event = { eventId: 'chain-resend-1', nature: 'Property Details Viewed', personaliseReference: 'visitor-1', propertyId: 1 };
    expect(await recordVisitorEvents(api.app.db, [event])).toEqual({ created: 1, duplicates: 0 });
    expect(await recordVisitorEvents(api.app.db, [event])).toEqual({ created: 0, duplicates: 1 });
    expect((await intact()).head.seq).toBe(before.head.seq + 1);
  });
});

describe("a change behind the product's back", () => {
  it("reports an entry whose comments or changes were edited, at that entry's id", async () => {
    const ids = await chainIds();
    const [visitorEntry] = await api.app.db.select().from(activity).where(eq(activity.source, 'visitor')).limit(1);
    const [auditEntry] = await api.app.db.select().from(activity).where(eq(activity.source, 'audit')).limit(1);
    expect(ids.indexOf(auditEntry.id)).toBeLessThan(ids.length - 1);

    await behindTheBack(
      (tx) => tx.update(activity).set({ comments: 'Nothing happened here' }).where(eq(activity.id, visitorEntry.id)),
      (verdict) => expect(verdict).toMatchObject({ intact: false, broken: { id: visitorEntry.id, problem: 'edited' } }),
    );
    await behindTheBack(
      (tx) =>
        tx
          .update(activity)
          .set({ changes: { contentHeader: { from: 'a', to: 'b' } } })
          .where(eq(activity.id, auditEntry.id)),
      (verdict) => expect(verdict).toMatchObject({ intact: false, broken: { id: auditEntry.id, problem: 'edited' } }),
    );
    await intact();
  });

  it('reports an edited entry re-hashed to match at the entry after it (its prev no longer matches)', async () => {
    const ids = await chainIds();
    const [target, next] = [ids[10], ids[11]];
    await behindTheBack(
      async (tx) => {
        await tx.update(activity).set({ comments: 'Rewritten' }).where(eq(activity.id, target));
        await tx.execute(sql`update activity a set hash = activity_chain_hash(a.prev_hash, a) where a.id = ${target}`);
      },
      (verdict) => expect(verdict).toMatchObject({ intact: false, broken: { id: next, problem: 'wrong prev' } }),
    );
  });

  it('reports a deleted middle entry at the entry after it, and deleted last entries at the new last one', async () => {
    const ids = await chainIds();
    const middle = Math.floor(ids.length / 2);
    await behindTheBack(
      (tx) => tx.delete(activity).where(eq(activity.id, ids[middle])),
      (verdict) => {
        expect(verdict).toMatchObject({ intact: false, broken: { id: ids[middle + 1], problem: 'entries missing' } });
        if (!verdict.intact) expect(verdict.broken.message).toContain('1 entry before it deleted');
      },
    );
    await behindTheBack(
      (tx) => tx.execute(sql`delete from activity where id in (${ids.at(-1)!}, ${ids.at(-2)!})`),
      (verdict) => {
        expect(verdict).toMatchObject({ intact: false, broken: { id: ids.at(-3)! } });
        if (!verdict.intact) expect(verdict.broken.message).toContain('The last 2 entries');
      },
    );
  });

  it('reports an entry written with the trigger bypassed', async () => {
    await behindTheBack(
      async (tx) => {
        await tx.execute(sql`alter table activity disable trigger activity_chain_link`);
        const [row] = await tx.insert(activity).values({ nature: 'Property Details Viewed', personaliseReference: 'forged' }).returning();
        await tx.execute(sql`alter table activity enable trigger activity_chain_link`);
        return row;
      },
      (verdict) => expect(verdict).toMatchObject({ intact: false, broken: { problem: 'not linked' } }),
    );
  });

  it('npm run audit:verify says the chain is intact, then exits 1 naming the edited entry', async () => {
    const ok = await runVerifyCli();
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`Audit chain intact: ${await countRows()} entries`);

    const ids = await chainIds();
    const target = ids[5];
    const [original] = await api.app.db.select().from(activity).where(eq(activity.id, target));
    await api.app.db.update(activity).set({ comments: 'Quietly edited' }).where(eq(activity.id, target));
    try {
      const broken = await runVerifyCli();
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain(`Audit chain broken at entry ${target}`);
      expect(broken.stderr).toContain('edited');
    } finally {
      await api.app.db.update(activity).set({ comments: original.comments }).where(eq(activity.id, target));
    }
    await intact();
  }, 60_000);
});
