import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activity, agencies, properties, type Agency } from '../../server/db/schema';
import { auditedWrite, changedFields } from '../../server/lib/audit';
import type { SessionUser } from '../../server/lib/session-store';
import { getActivity, type ActivityJson } from './helpers/activity';
import { useLoggedInApp } from './helpers/logged-in-app';
import { DEMO_ADMIN } from './helpers/test-app';
import { demoUserOfRole } from './helpers/users';

const api = useLoggedInApp();
let admin: SessionUser;
beforeAll(async () => {
  // The actor as a route sees it: request.user of the admin's session.
  admin = (await api.get('/api/auth/session')).json().user;
});

const countRows = () => api.app.db.$count(activity);
const auditRows = () => api.app.db.select().from(activity).where(eq(activity.source, 'audit')).orderBy(asc(activity.id));
const agencyNamed = async (agencyName: string): Promise<Agency> =>
  (await api.app.db.select().from(agencies).where(eq(agencies.agencyName, agencyName)))[0];
const listAudit = async (filter: Record<string, unknown> = {}): Promise<ActivityJson[]> =>
  (await getActivity(api, { filter: { source: 'audit', ...filter } })).json();

/** What a route's update does: change the agency through the transaction, then record it. */
const updateAgency = (agency: Agency, changes: Partial<Agency>, afterAudit?: () => void) =>
  auditedWrite(api.app.db, admin, async (tx, audit) => {
    const [after] = await tx
      .update(agencies)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(agencies.id, agency.id))
      .returning();
    await audit({ entityType: 'agency', entityId: agency.id, description: `Updated agency '${after.agencyName}'`, before: agency, after });
    afterAudit?.();
    return after;
  });

/** An audit entry about the agency naming a property that does not exist: its insert breaks a foreign key. */
const brokenAudit = (agency: Agency) =>
  ({
    entityType: 'agency',
    entityId: agency.id,
    propertyId: 999999,
    description: 'Updated',
    before: agency,
    after: { ...agency, description: 'x' },
  }) as const;

/** Runs a failing write on a demo agency and checks that it threw and left the agency and the log as they were. */
async function expectRolledBack(failingWrite: (agency: Agency) => Promise<unknown>, message?: string) {
  const agency = await agencyNamed('Meridian Property Group');
  const rowsBefore = await countRows();
  await expect(failingWrite(agency)).rejects.toThrow(message);
  expect(await agencyNamed('Meridian Property Group')).toEqual(agency);
  expect(await countRows()).toBe(rowsBefore);
}

describe('auditedWrite', () => {
  it('commits the write and exactly one audit entry holding only the changed fields', async () => {
    const agency = await agencyNamed('Summit Commercial');
    const rowsBefore = await countRows();
    const changes = { description: 'Office and retail specialists', contactNumber: '011 555 0100' };
    expect(agency.description).not.toBe(changes.description);
    expect(agency.contactNumber).not.toBe(changes.contactNumber);

    const returned = await updateAgency(agency, changes);

    expect(returned).toMatchObject({ id: agency.id, ...changes });
    expect(await agencyNamed('Summit Commercial')).toMatchObject(changes);
    expect(await countRows()).toBe(rowsBefore + 1);
    const entries = await auditRows();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      source: 'audit',
      nature: 'Admin Change',
      statusDescription: 'Information',
      addedById: admin.id,
      userId: null,
      propertyId: null,
      comments: "Updated agency 'Summit Commercial'",
      entityType: 'agency',
      entityId: String(agency.id),
      eventId: null,
      personaliseReference: null,
    });
    // updatedAt changed too, but is not a change an admin made.
    expect(entries[0].changes).toEqual({
      description: { from: agency.description, to: changes.description },
      contactNumber: { from: agency.contactNumber, to: changes.contactNumber },
    });
    expect(Date.now() - entries[0].occurredAt.getTime()).toBeLessThan(60_000);
  });

  it('shows the entry in GET /api/activity with the admin as Added By, and under source=audit only', async () => {
    const [entry] = await auditRows();
    const [newest] = (await getActivity(api)).json<ActivityJson[]>();
    expect(newest).toEqual({
      id: entry.id,
      occurredAt: entry.occurredAt.toISOString(),
      dateOnly: entry.occurredAt.toISOString().slice(0, 10),
      nature: 'Admin Change',
      statusDescription: 'Information',
      propertyId: null,
      propertyTitle: null,
      addedById: admin.id,
      addedByName: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`,
      userId: null,
      userName: null,
      comments: "Updated agency 'Summit Commercial'",
      personaliseReference: null,
      source: 'audit',
      entityType: 'agency',
      entityId: entry.entityId,
      changes: entry.changes,
    });
    expect(await listAudit()).toEqual([newest]);
    const visitors: ActivityJson[] = (await getActivity(api, { filter: { source: 'visitor' } })).json();
    expect(visitors.map((r) => r.id)).not.toContain(entry.id);
    expect(await listAudit({ userId: admin.id, q: 'summit', nature: 'admin change' })).toEqual([newest]);
  });

  it('records nothing when nothing changed', async () => {
    const agency = await agencyNamed('Baobab Real Estate');
    const before = (await auditRows()).length;
    await updateAgency(agency, { description: agency.description });
    const entries = await auditRows();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)!.changes).toBeNull();
  });

  it('rolls back the write and its audit entry when the write throws after auditing', async () => {
    await expectRolledBack(
      (agency) =>
        updateAgency(agency, { description: 'Never saved' }, () => {
          throw new Error('the write failed after its audit');
        }),
      'the write failed after its audit',
    );
  });

  it('rolls back the write when recording the audit entry fails', async () => {
    await expectRolledBack((agency) =>
      auditedWrite(api.app.db, admin, async (tx, audit) => {
        await tx.update(agencies).set({ description: 'Never saved either' }).where(eq(agencies.id, agency.id));
        await audit(brokenAudit(agency));
      }),
    );
  });

  it('reports the failure even when the write swallows the failed audit call (nothing was saved)', async () => {
    await expectRolledBack((agency) =>
      auditedWrite(api.app.db, admin, async (tx, audit) => {
        await tx.update(agencies).set({ description: 'Lost with the transaction' }).where(eq(agencies.id, agency.id));
        await audit(brokenAudit(agency)).catch(() => {});
        return 'looks fine';
      }),
    );
  });

  it('refuses to run without an actor', async () => {
    const write = vi.fn();
    const rowsBefore = await countRows();
    await expect(async () => auditedWrite(api.app.db, null, write)).rejects.toThrow(
      'auditedWrite needs the logged-in admin (request.user)',
    );
    expect(write).not.toHaveBeenCalled();
    expect(await countRows()).toBe(rowsBefore);
  });

  it('commits several audit entries of one write together, with the property and person they concern', async () => {
    const [property] = await api.app.db.select().from(properties).orderBy(asc(properties.id)).limit(1);
    const buyer = await demoUserOfRole(api.app, 5);
    const before = (await auditRows()).length;
    await auditedWrite(api.app.db, admin, async (_tx, audit) => {
      await audit({
        entityType: 'discrete access',
        entityId: `${property.id}:${buyer.id}`,
        propertyId: property.id,
        userId: buyer.id,
        description: 'Granted discrete access',
        after: { userId: buyer.id },
      });
      await audit({
        entityType: 'property',
        entityId: property.id,
        propertyId: property.id,
        description: 'Updated listing dates',
        before: { listedAt: new Date('2026-01-01T00:00:00Z'), tags: ['office'] },
        after: { listedAt: new Date('2026-02-01T00:00:00Z'), tags: ['office'] },
      });
    });
    expect(await auditRows()).toHaveLength(before + 2);
    const [dates, access] = await listAudit({ propertyId: property.id });
    expect(access).toMatchObject({
      entityType: 'discrete access',
      propertyTitle: property.listingTitle,
      userId: buyer.id,
      userName: expect.any(String),
      addedByName: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`,
      changes: { userId: { from: null, to: buyer.id } },
    });
    // Dates are kept as the ISO text JSON writes them.
    expect(dates).toMatchObject({
      entityType: 'property',
      entityId: String(property.id),
      changes: { listedAt: { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' } },
    });
  });
});

describe('changedFields', () => {
  it('answers nothing for equal records', () => {
    expect(changedFields({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toEqual({});
  });

  it('answers each changed field with its old and new value', () => {
    expect(changedFields({ a: 1, b: 'x', c: true }, { a: 2, b: 'x', c: false })).toEqual({
      a: { from: 1, to: 2 },
      c: { from: true, to: false },
    });
  });

  it('treats an added field as changed from null', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: 'new' })).toEqual({ b: { from: null, to: 'new' } });
  });

  it('treats a removed field as changed to null', () => {
    expect(changedFields({ a: 1, b: 'old' }, { a: 1 })).toEqual({ b: { from: 'old', to: null } });
  });

  it('treats null, undefined and absent alike', () => {
    expect(changedFields({ a: null, b: undefined }, { a: undefined })).toEqual({});
    expect(changedFields({ a: null }, { b: null })).toEqual({});
  });

  it('does not treat falsy values as absent', () => {
    expect(changedFields({ a: null, b: null, c: null }, { a: 0, b: '', c: false })).toEqual({
      a: { from: null, to: 0 },
      b: { from: null, to: '' },
      c: { from: null, to: false },
    });
  });

  it('compares types strictly', () => {
    expect(changedFields({ a: 1 }, { a: '1' })).toEqual({ a: { from: 1, to: '1' } });
  });

  it('answers every field of a created or deleted record', () => {
    expect(changedFields(null, { a: 1, b: null })).toEqual({ a: { from: null, to: 1 } });
    expect(changedFields({ a: 1 }, undefined)).toEqual({ a: { from: 1, to: null } });
    expect(changedFields(null, null)).toEqual({});
  });

  it('compares nested objects and arrays by value', () => {
    expect(changedFields({ o: { x: [1, 2], y: { z: 1 } } }, { o: { x: [1, 2], y: { z: 1 } } })).toEqual({});
    expect(changedFields({ o: { x: [1, 2] } }, { o: { x: [2, 1] } })).toEqual({ o: { from: { x: [1, 2] }, to: { x: [2, 1] } } });
    expect(changedFields({ o: { y: 1 } }, { o: { y: 1, z: 2 } })).toEqual({ o: { from: { y: 1 }, to: { y: 1, z: 2 } } });
  });

  it('compares Dates by the instant they hold', () => {
    expect(changedFields({ d: new Date('2026-01-01T00:00:00Z') }, { d: new Date('2026-01-01T00:00:00Z') })).toEqual({});
    const [from, to] = [new Date('2026-01-01T00:00:00Z'), new Date('2026-01-02T00:00:00Z')];
    expect(changedFields({ d: from }, { d: to })).toEqual({ d: { from, to } });
  });

  it('ignores updatedAt and createdAt', () => {
    expect(
      changedFields({ a: 1, updatedAt: new Date(1), createdAt: new Date(1) }, { a: 1, updatedAt: new Date(2), createdAt: new Date(2) }),
    ).toEqual({});
  });
});
