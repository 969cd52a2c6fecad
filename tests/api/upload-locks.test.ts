import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uploadLocker, type UploadLocker } from '../../server/storage/upload-locks';

// Issue 17: tus's upload locks hold across API processes. Two lockers on one database stand for
// two processes; each has its own pool and its own LISTEN connection, as a process has.

let a: UploadLocker;
let b: UploadLocker;
beforeAll(() => {
  a = uploadLocker(inject('maintenanceUrl'));
  b = uploadLocker(inject('maintenanceUrl'), { timeoutMs: 1_500 });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const never = new AbortController().signal;

describe('upload locks across processes', () => {
  it('makes a second process wait, asks the holder to let go, and hands the lock over once it does', async () => {
    const id = randomUUID();
    const held = a.newLock(id);
    let asked = 0;
    await held.lock(never, () => {
      asked++;
    });

    const waiting = b.newLock(id);
    let acquired = false;
    const acquiring = waiting.lock(never, () => {}).then(() => (acquired = true));
    await expect.poll(() => asked, { timeout: 3_000 }).toBeGreaterThan(0);
    expect(acquired).toBe(false);

    await held.unlock();
    await acquiring;
    expect(acquired).toBe(true);
    await waiting.unlock();
  });

  it('answers 409 in the error shape when the holder does not let go in time', async () => {
    const id = randomUUID();
    const held = a.newLock(id);
    await held.lock(never, () => {});
    await expect(b.newLock(id).lock(never, () => {})).rejects.toMatchObject({
      status_code: 409,
      body: expect.stringContaining('"code":"CONFLICT"'),
    });
    await held.unlock();
  });

  it('locks different uploads independently', async () => {
    const first = a.newLock(randomUUID());
    const second = b.newLock(randomUUID());
    await first.lock(never, () => {});
    await second.lock(never, () => {});
    await Promise.all([first.unlock(), second.unlock()]);
  });

  it('frees a lock whose connection died with its process', async () => {
    const id = randomUUID();
    const orphan = uploadLocker(inject('maintenanceUrl'));
    await orphan.newLock(id).lock(never, () => {});
    // The database ends the holder's connections, as it would a crashed process's.
    const admin = new pg.Client({ connectionString: inject('maintenanceUrl') });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and pid <> pg_backend_pid()
         and ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 17017)`,
      [id],
    );
    await admin.end();
    await sleep(100);
    const next = b.newLock(id);
    await next.lock(never, () => {});
    await next.unlock();
    await orphan.close().catch(() => {});
  });
});
