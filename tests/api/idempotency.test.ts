import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, idempotencyKeys, sellerCompanies } from '../../server/db/schema';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';

const api = useLoggedInApp();

const seller = (companyName: string) => ({
  companyName,
  contactPerson: 'Thandi Nkosi',
  contactNumber: '021 555 0101',
  emailAddress: 'thandi@example.com',
});

const createSeller = (body: object, key: string) => api.send('POST', '/api/seller-companies', body, { 'idempotency-key': key });

const sellersNamed = async (companyName: string) =>
  (await api.app.db.select().from(sellerCompanies).where(eq(sellerCompanies.companyName, companyName))).length;

const auditsOf = async (companyName: string) =>
  (
    await api.app.db
      .select()
      .from(activity)
      .where(sql`${activity.comments} like ${`%'${companyName}'%`}`)
  ).length;

describe('Idempotency-Key on creates', () => {
  it('answers the same request again with the first answer and makes one record, one audit entry', async () => {
    const key = randomUUID();
    const first = await createSeller(seller('Once Only Holdings'), key);
    const again = await createSeller(seller('Once Only Holdings'), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await sellersNamed('Once Only Holdings')).toBe(1);
    expect(await auditsOf('Once Only Holdings')).toBe(1);
  });

  it('lets a twin sent while the first is under way wait for its answer', async () => {
    const key = randomUUID();
    const twins = await Promise.all([0, 1, 2].map(() => createSeller(seller('Twin Peaks Capital'), key)));
    expect(twins.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(twins.map((r) => r.json<{ id: number }>().id)).size).toBe(1);
    expect(await sellersNamed('Twin Peaks Capital')).toBe(1);
  });

  it('refuses a key reused for a different request and creates nothing', async () => {
    const key = randomUUID();
    expect((await createSeller(seller('First Use Estates'), key)).statusCode).toBe(201);
    expectError(await createSeller(seller('Second Use Estates'), key), 422, {
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await sellersNamed('Second Use Estates')).toBe(0);
  });

  it('keeps no failed answer: the corrected request goes through with the same key', async () => {
    const key = randomUUID();
    expectError(await createSeller(seller('Fynbos Capital'), key), 409);
    const corrected = await createSeller(seller('Fynbos Capital Two'), key);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await sellersNamed('Fynbos Capital Two')).toBe(1);
  });

  it('forgets a key after a day', async () => {
    const key = randomUUID();
    expect((await createSeller(seller('Yesterday Holdings'), key)).statusCode).toBe(201);
    await api.app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    expect((await createSeller(seller('Yesterday Holdings Again'), key)).statusCode).toBe(201);
    expect(await sellersNamed('Yesterday Holdings Again')).toBe(1);
  });

  it('refuses a malformed key before doing anything', async () => {
    expectError(await createSeller(seller('Bad Key Holdings'), 'x'.repeat(256)), 400);
    expectError(await createSeller(seller('Bad Key Holdings'), 'two words'), 400);
    expect(await sellersNamed('Bad Key Holdings')).toBe(0);
  });
});
