import { asc, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ndaRegister } from '../../server/db/schema';
import { useLoggedInApp } from './helpers/logged-in-app';

const api = useLoggedInApp();

interface Entry {
  id: number;
  ndaFileName: string;
  hasFile: boolean;
  round1AcceptYN: boolean | null;
  round2AcceptYN: boolean | null;
}
interface Decision {
  round: 'round1' | 'round2';
  status: 'Accepted' | 'Rejected';
}

const stateOf = (accepted: boolean | null) => (accepted === null ? undefined : accepted ? 'Accepted' : 'Rejected');

describe('demo NDA register', () => {
  it('every entry has its signed PDF, and a history that ends in the state each round shows', async () => {
    const properties = await api.app.db
      .selectDistinct({ id: ndaRegister.propertyId })
      .from(ndaRegister)
      .orderBy(asc(ndaRegister.propertyId));
    expect(properties.length).toBeGreaterThanOrEqual(10);
    const entries = (
      await Promise.all(properties.map(async ({ id }) => (await api.get(`/api/ndaregister/list/${id}`)).json<Entry[]>()))
    ).flat();
    expect(entries.length).toBe(await api.app.db.$count(ndaRegister, isNotNull(ndaRegister.fileId)));
    const states = new Set(entries.flatMap((entry) => [entry.round1AcceptYN, entry.round2AcceptYN]));
    expect([...states].sort()).toEqual([false, null, true].sort());

    for (const entry of entries) {
      expect(entry.hasFile, entry.ndaFileName).toBe(true);
      const file = await api.get(`/api/ndaregister/download/${entry.id}`);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.toString('latin1')).toContain('(Non-disclosure agreement)');
      const history = (await api.get(`/api/ndaregister/${entry.id}/history`)).json<Decision[]>();
      for (const round of ['round1', 'round2'] as const) {
        const latest = history.find((decision) => decision.round === round)?.status;
        expect(latest, `${entry.ndaFileName} ${round}`).toBe(stateOf(round === 'round1' ? entry.round1AcceptYN : entry.round2AcceptYN));
      }
    }
  });
});
