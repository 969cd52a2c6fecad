import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLoggedInApp } from './helpers/logged-in-app';

// Issue 30: a drag is one short transaction whatever the list — the order's lock, one read of
// the list, one renumbering update that answers what it changed, the audit entry — not a re-read
// of the list (or of every property) around each step. The count is of the statements the
// server sends between BEGIN and COMMIT, seen at the driver.

const api = useLoggedInApp();
const MOST = 4;

/** The response to `request`, and the statements the server sent inside its transaction. */
async function statementsOf(request: () => Promise<LightMyRequestResponse>) {
  // Spied, not replaced: every query still runs; the spy only records what was sent.
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const res = await request();
    const sent = spy.mock.calls.map(([first]) => (typeof first === 'string' ? first : ((first as { text?: string }).text ?? '')));
    const begin = sent.findIndex((text) => /^\s*begin/i.test(text));
    const commit = sent.findIndex((text) => /^\s*commit/i.test(text));
    expect(begin, sent.join('\n')).toBeGreaterThanOrEqual(0);
    expect(commit, sent.join('\n')).toBeGreaterThan(begin);
    return { res, inside: sent.slice(begin + 1, commit) };
  } finally {
    spy.mockRestore();
  }
}

/** Asserts a drag succeeded, answering the list led by `leading`, renumbered densely from 1. */
function expectDenselyRenumbered(res: LightMyRequestResponse, leading: number[]) {
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json<{ id: number; displayOrder: number }[]>();
  expect(rows.slice(0, leading.length).map((row) => row.id)).toEqual(leading);
  expect(rows.map((row) => row.displayOrder)).toEqual(rows.map((_, i) => i + 1));
}

/** The first demo property with at least `count` rows in `table`, and those rows' ids in display order. */
async function propertyWith(table: 'property_content_items' | 'property_media_items', count: number) {
  const { rows } = await api.app.db.execute<{ propertyId: number; ids: number[] }>(sql`
    select property_id as "propertyId", array_agg(id order by display_order, id) as ids
    from ${sql.identifier(table)} group by property_id having count(*) >= ${count} order by property_id limit 1`);
  expect(rows, `a demo property with ${count} rows in ${table}`).toHaveLength(1);
  return rows[0];
}

describe('a drag costs at most 4 statements inside its transaction', () => {
  let content: { propertyId: number; ids: number[] };
  let media: { propertyId: number; ids: number[] };
  beforeAll(async () => {
    content = await propertyWith('property_content_items', 3);
    media = await propertyWith('property_media_items', 3);
  });

  it('moving a content block, answering the renumbered blocks', async () => {
    const [first, , third] = content.ids;
    const { res, inside } = await statementsOf(() =>
      api.send('PUT', '/api/property-content-items/re-order', {
        propertyId: content.propertyId,
        propertyContentItemId: third,
        displayOrder: 0,
      }),
    );
    expectDenselyRenumbered(res, [third, first]);
    expect(inside.length, inside.join('\n')).toBeLessThanOrEqual(MOST);
  });

  it('moving a media item, answering the renumbered items', async () => {
    const [first, second] = media.ids;
    const { res, inside } = await statementsOf(() =>
      api.send('PUT', '/api/property-media-items/re-order', {
        propertyId: media.propertyId,
        propertyMediaItemId: first,
        propertyMediaItemBeforeId: second,
      }),
    );
    expectDenselyRenumbered(res, [second, first]);
    expect(inside.length, inside.join('\n')).toBeLessThanOrEqual(MOST);
  });

  it('moving a property on the landing page, answering only the properties that moved', async () => {
    const { rows } = await api.app.db.execute<{ id: number }>(sql`select id from properties order by display_order, id limit 3`);
    const [top, second, third] = rows.map((r) => r.id);
    const { res, inside } = await statementsOf(() =>
      api.send('PUT', '/api/properties/re-order-landing-page', { propertyId: third, propertyBeforeId: 0 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      propertyId: third,
      from: 3,
      to: 1,
      renumbered: expect.arrayContaining([
        { id: third, displayOrder: 1 },
        { id: top, displayOrder: 2 },
        { id: second, displayOrder: 3 },
      ]) as unknown,
    });
    expect(res.json<{ renumbered: unknown[] }>().renumbered).toHaveLength(3);
    expect(inside.length, inside.join('\n')).toBeLessThanOrEqual(MOST);
  });

  it("re-ordering a portfolio's properties, answering them in their new order", async () => {
    const { rows } = await api.app.db.execute<{ portfolioId: number; ids: number[] }>(sql`
      select portfolio_id as "portfolioId", array_agg(property_id order by position) as ids
      from portfolio_properties group by portfolio_id having count(*) >= 2 order by portfolio_id limit 1`);
    expect(rows, 'a demo portfolio with two properties').toHaveLength(1);
    const { portfolioId, ids } = rows[0];
    const swapped = [ids[1], ids[0], ...ids.slice(2)];
    const { res, inside } = await statementsOf(() =>
      api.send('PUT', `/api/portfolios/${portfolioId}/properties`, { propertyIds: swapped }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ id: number; position: number }[]>().map((p) => [p.id, p.position])).toEqual(swapped.map((id, i) => [id, i + 1]));
    expect((await api.get(`/api/portfolios/${portfolioId}/properties`)).json<{ id: number }[]>().map((p) => p.id)).toEqual(swapped);
    expect(inside.length, inside.join('\n')).toBeLessThanOrEqual(MOST);
  });
});
