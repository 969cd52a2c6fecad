import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies, properties } from '../../server/db/schema';
import { useLoggedInApp } from './helpers/logged-in-app';
import { newPropertyBody } from './helpers/properties';
import { addUsersNamed } from './helpers/users';

// Lists sort text as people read it (server/lib/natural-order.ts), not by bytes: under the
// C collation every lower-case or accented name would come after 'Z'.
const NAMES = ['Zulu', 'de Klerk', 'Abrahams', 'du Toit', 'Éloff', 'Engelbrecht'];
const READ_ORDER = ['Abrahams', 'de Klerk', 'du Toit', 'Éloff', 'Engelbrecht', 'Zulu'];

const api = useLoggedInApp();

const list = async (resource: string, sort: [string, 'ASC' | 'DESC'], filter: object) => {
  const query = new URLSearchParams({ sort: JSON.stringify(sort), range: '[0,99]', filter: JSON.stringify(filter) });
  const res = await api.get(`/api/${resource}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>[]>();
};

describe('lists sort names as people read them', () => {
  it('users by last name: "de Klerk" among the Ds, "Éloff" beside the Es, either way round', async () => {
    const remove = await addUsersNamed(api.app, NAMES);
    try {
      const asc = await list('users', ['lastName', 'ASC'], { q: 'Added' });
      expect(asc.map((u) => u.lastName)).toEqual(READ_ORDER);
      const desc = await list('users', ['lastName', 'DESC'], { q: 'Added' });
      expect(desc.map((u) => u.lastName)).toEqual([...READ_ORDER].reverse());
    } finally {
      await remove();
    }
  });

  it('agencies by name', async () => {
    const added = await api.app.db
      .insert(agencies)
      .values(NAMES.map((name) => ({ agencyName: `${name} Sorted Realty` })))
      .returning({ id: agencies.id });
    try {
      const rows = await list('agencies', ['agencyName', 'ASC'], { q: 'Sorted Realty' });
      expect(rows.map((a) => a.agencyName)).toEqual(READ_ORDER.map((name) => `${name} Sorted Realty`));
    } finally {
      await api.app.db.delete(agencies).where(
        inArray(
          agencies.id,
          added.map((a) => a.id),
        ),
      );
    }
  });

  it('properties by listing title', async () => {
    const ids: number[] = [];
    try {
      for (const name of NAMES) {
        const body = { ...(await newPropertyBody(api.app)), listingTitle: `${name} Sorted Park` };
        const res = await api.send('POST', '/api/properties', body);
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().id);
      }
      const rows = await list('properties/admin', ['listingTitle', 'ASC'], { q: 'Sorted Park' });
      expect(rows.map((p) => p.listingTitle)).toEqual(READ_ORDER.map((name) => `${name} Sorted Park`));
    } finally {
      await api.app.db.delete(properties).where(inArray(properties.id, ids));
    }
  });
});
