import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, properties, users, type NewActivityEntry } from '../../server/db/schema';
import { VISITOR_NATURES } from '@common/activity-vocabulary';
import { getActivity, newestFirst, type ActivityJson } from './helpers/activity';
import { parseCsv } from './helpers/csv';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { demoUserOfRole } from './helpers/users';

const api = useLoggedInApp();

const DEMO_TOTAL = 320;
const ROW_KEYS = [
  'id',
  'occurredAt',
  'dateOnly',
  'nature',
  'statusDescription',
  'propertyId',
  'propertyTitle',
  'addedById',
  'addedByName',
  'userId',
  'userName',
  'comments',
  'personaliseReference',
  'source',
  'entityType',
  'entityId',
  'changes',
];
const CSV_HEADER = ['Date', 'Nature', 'Status', 'Property', 'Added By', 'User', 'Comments', 'Personalise Reference', 'Source'];

const list = (params: Record<string, unknown> = {}) => getActivity(api, params);
const exportCsv = (params: Record<string, unknown> = {}) => getActivity(api, params, '/api/activity/export');
const rows = async (params: Record<string, unknown> = {}): Promise<ActivityJson[]> => {
  const res = await list(params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The CSV records after the BOM and the header row. */
const exportRecords = async (params: Record<string, unknown> = {}) => {
  const res = await exportCsv(params);
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...records] = parseCsv(res.body.replace(/^\ufeff/, ''));
  expect(header).toEqual(CSV_HEADER);
  return records;
};

/** What the export writes for a row: empty cells for nulls, cells a spreadsheet would run as a formula defused. */
const cells = (r: ActivityJson) =>
  [r.occurredAt, r.nature, r.statusDescription, r.propertyTitle, r.addedByName, r.userName, r.comments, r.personaliseReference, r.source]
    .map((v) => v ?? '')
    .map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v));

/** Inserts log entries straight into the table; resolves to their ids and a function that deletes them. */
async function addEntries(entries: NewActivityEntry[]) {
  const added = await api.app.db.insert(activity).values(entries).returning({ id: activity.id });
  const ids = added.map((a) => a.id);
  return { ids, remove: () => api.app.db.delete(activity).where(inArray(activity.id, ids)) };
}

type Sortable = 'id' | 'occurredAt' | 'nature' | 'statusDescription';
const by = (field: Sortable, order: 'ASC' | 'DESC') => (a: ActivityJson, b: ActivityJson) => {
  const [x, y] = [a[field], b[field]];
  const c = x < y ? -1 : x > y ? 1 : a.id - b.id;
  return order === 'ASC' ? c : -c;
};

describe('GET /api/activity on the demo data', () => {
  let all: ActivityJson[];
  beforeAll(async () => {
    all = await rows();
  });

  it('answers every entry as a plain array, newest first, without Content-Range when no page is asked for', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBeUndefined();
    expect(all).toHaveLength(DEMO_TOTAL);
    expect(all).toEqual([...all].sort(newestFirst));
  });

  it('answers the first page and Content-Range "activity 0-24/320" for range=[0,24]', async () => {
    const res = await list({ range: [0, 24] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe(`activity 0-24/${DEMO_TOTAL}`);
    expect(res.json()).toEqual(all.slice(0, 25));
  });

  it('continues on later pages without overlap, and answers [] and "*/320" past the end', async () => {
    const res = await list({ range: [300, 349] });
    expect(res.headers['content-range']).toBe(`activity 300-319/${DEMO_TOTAL}`);
    expect(res.json()).toEqual(all.slice(300));
    const past = await list({ range: [400, 409] });
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toBe(`activity */${DEMO_TOTAL}`);
  });

  it('answers rows of exactly the documented keys', () => {
    for (const row of all) expect(Object.keys(row).sort()).toEqual([...ROW_KEYS].sort());
  });

  it("answers the demo visitor events with their property title, people's names and UTC day", async () => {
    const people = new Map((await api.app.db.select().from(users)).map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
    const titles = new Map((await api.app.db.select().from(properties)).map((p) => [p.id, p.listingTitle]));
    for (const row of all) {
      expect(row).toMatchObject({ source: 'visitor', entityType: null, entityId: null, changes: null });
      expect(row.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(row.dateOnly).toBe(row.occurredAt.slice(0, 10));
      expect(row.propertyTitle).toBe(row.propertyId === null ? null : titles.get(row.propertyId));
      expect(row.userName).toBe(row.userId === null ? null : people.get(row.userId));
      expect(row.addedByName).toBe(row.addedById === null ? null : people.get(row.addedById));
      expect(VISITOR_NATURES).toContain(row.nature);
    }
    // The demo data exercises each kind of cell: anonymous visitors, entries an agent added, comments.
    expect(all.some((r) => r.userId === null && r.personaliseReference)).toBe(true);
    expect(all.some((r) => r.addedById !== null)).toBe(true);
    expect(all.some((r) => r.propertyId === null)).toBe(true);
    expect(all.some((r) => r.comments)).toBe(true);
  });

  it.each([
    ['occurredAt', 'ASC'],
    ['occurredAt', 'DESC'],
    ['nature', 'ASC'],
    ['nature', 'DESC'],
    ['statusDescription', 'ASC'],
    ['statusDescription', 'DESC'],
    ['id', 'DESC'],
  ] as const)('sorts by %s %s, ties broken by id, also within a page', async (field, order) => {
    const expected = [...all].sort(by(field, order));
    expect(await rows({ sort: [field, order] })).toEqual(expected);
    expect(await rows({ sort: [field, order], range: [25, 49] })).toEqual(expected.slice(25, 50));
  });

  it('sorts ascending when the sort names no order', async () => {
    expect(await rows({ sort: ['nature'] })).toEqual([...all].sort(by('nature', 'ASC')));
  });

  it('answers the natures and statuses present in the log as facets, each once and sorted', async () => {
    const res = await api.get('/api/activity/facets');
    expect(res.statusCode).toBe(200);
    const facets = res.json();
    expect(Object.keys(facets).sort()).toEqual(['natures', 'statuses']);
    expect(facets.natures).toEqual([...new Set(all.map((r) => r.nature))].sort());
    expect(facets.statuses).toEqual([...new Set(all.map((r) => r.statusDescription))].sort());
    expect(facets.natures).toEqual([...VISITOR_NATURES].sort());
    expect(facets.statuses).toEqual(['Closed', 'Information', 'WIP']);
  });
});

describe('filters and the export, with special entries added', () => {
  let all: ActivityJson[];
  let adminId: number;
  let special: Record<'audit' | 'quoting' | 'percent' | 'lookalike' | 'formula' | 'plus' | 'minus' | 'at', number>;
  let remove: () => Promise<unknown>;

  beforeAll(async () => {
    adminId = (await demoUserOfRole(api.app, 1)).id;
    const at = (iso: string) => new Date(iso);
    const visitor = {
      source: 'visitor',
      nature: 'Property Enquiry',
      statusDescription: 'Information',
      personaliseReference: 'special-ref',
    };
    const entries: Record<keyof typeof special, NewActivityEntry> = {
      audit: {
        source: 'audit',
        nature: 'Admin Change',
        statusDescription: 'Information',
        addedById: adminId,
        comments: "Updated agency 'Summit Commercial'",
        entityType: 'agency',
        entityId: '4',
        changes: { description: { from: 'Old', to: 'New' } },
        occurredAt: at('2026-10-15T08:00:00Z'),
      },
      quoting: {
        ...visitor,
        comments: 'Asked about "Unit 5", the yard,\nand the lease\r\nterms',
        personaliseReference: 'ref, "quoted"',
        occurredAt: at('2026-10-15T08:01:00Z'),
      },
      percent: { ...visitor, comments: 'Zeta 50% Off_Site', occurredAt: at('2026-10-15T08:02:00Z') },
      lookalike: { ...visitor, comments: 'Zeta 500 OffXSite', occurredAt: at('2026-10-15T08:03:00Z') },
      formula: { ...visitor, comments: '=HYPERLINK("http://evil.example","click")', occurredAt: at('2026-10-15T08:04:00Z') },
      plus: { ...visitor, comments: '+1+2', occurredAt: at('2026-10-15T08:05:00Z') },
      minus: { ...visitor, comments: '-2+3', occurredAt: at('2026-10-15T08:06:00Z') },
      at: { ...visitor, comments: '@SUM(A1:A2)', occurredAt: at('2026-10-15T08:07:00Z') },
    };
    const names = Object.keys(entries) as (keyof typeof special)[];
    const added = await addEntries(names.map((n) => entries[n]));
    special = Object.fromEntries(names.map((n, i) => [n, added.ids[i]])) as typeof special;
    remove = added.remove;
    all = await rows();
    expect(all).toHaveLength(DEMO_TOTAL + names.length);
  });
  afterAll(() => remove());

  const entry = (name: keyof typeof special) => all.find((r) => r.id === special[name])!;

  /** The filter answers exactly the rows the predicate picks from the whole log, and Content-Range counts them. */
  async function expectFilter(filter: Record<string, unknown>, pick: (r: ActivityJson) => boolean) {
    const expected = all.filter(pick);
    expect(expected.length, 'the case picks some entries').toBeGreaterThan(0);
    expect(expected.length, 'the case leaves some entries out').toBeLessThan(all.length);
    expect(await rows({ filter })).toEqual(expected);
    const page = await list({ filter, range: [0, 9] });
    expect(page.headers['content-range']).toBe(`activity 0-${Math.min(10, expected.length) - 1}/${expected.length}`);
    expect(page.json()).toEqual(expected.slice(0, 10));
    return expected;
  }

  describe('filters', () => {
    it('from and to as days include the whole of both days (UTC)', async () => {
      const [fromDay, toDay] = [all[200].dateOnly, all[100].dateOnly];
      const picked = await expectFilter({ from: fromDay, to: toDay }, (r) => r.dateOnly >= fromDay && r.dateOnly <= toDay);
      expect(picked).toContainEqual(all[100]);
      expect(picked.some((r) => r.dateOnly === fromDay)).toBe(true);
    });

    it('to as a day alone includes entries late on that day', async () => {
      const toDay = all[150].dateOnly;
      const picked = await expectFilter({ to: toDay }, (r) => r.dateOnly <= toDay);
      expect(picked.filter((r) => r.dateOnly === toDay).length).toBeGreaterThan(0);
    });

    it('from as a day alone', async () => {
      const fromDay = all[150].dateOnly;
      await expectFilter({ from: fromDay }, (r) => r.dateOnly >= fromDay);
    });

    it('from and to as ISO timestamps: from inclusive, to exclusive', async () => {
      const [from, to] = [all[200].occurredAt, all[100].occurredAt];
      const picked = await expectFilter({ from, to }, (r) => r.occurredAt >= from && r.occurredAt < to);
      expect(picked).toContainEqual(all[200]);
      expect(picked).not.toContainEqual(all[100]);
    });

    it('reads a timestamp with an offset as the instant it names', async () => {
      // 12:00 at +02:00 is 10:00 UTC.
      await expectFilter({ from: '2026-10-01T12:00:00+02:00' }, (r) => r.occurredAt >= '2026-10-01T10:00:00.000Z');
    });

    it('accepts bounds from the year 1 to the year 9999', async () => {
      expect(await rows({ filter: { from: '0001-01-01', to: '9999-12-30' } })).toEqual(all);
      expect(await rows({ filter: { from: '9999-12-31T23:59:59.999Z' } })).toEqual([]);
    });

    it.each(['property enquiry', 'PROPERTY ENQUIRY', '  Property Enquiry  '])(
      'nature %j matches "Property Enquiry", ignoring case',
      async (nature) => {
        await expectFilter({ nature }, (r) => r.nature === 'Property Enquiry');
      },
    );

    it.each(['wip', 'WIP', 'information'])('statusDescription %j matches ignoring case', async (status) => {
      await expectFilter({ statusDescription: status }, (r) => r.statusDescription.toLowerCase() === status.toLowerCase());
    });

    it('propertyId, as a number or as text', async () => {
      const counts = new Map<number, number>();
      for (const r of all) if (r.propertyId !== null) counts.set(r.propertyId, (counts.get(r.propertyId) ?? 0) + 1);
      const [propertyId] = [...counts].sort((a, b) => b[1] - a[1])[0];
      await expectFilter({ propertyId }, (r) => r.propertyId === propertyId);
      await expectFilter({ propertyId: String(propertyId) }, (r) => r.propertyId === propertyId);
    });

    it('userId matches the user of an entry', async () => {
      const { userId } = all.find((r) => r.userId !== null)!;
      const picked = await expectFilter({ userId }, (r) => r.userId === userId || r.addedById === userId);
      expect(picked.every((r) => r.userId === userId)).toBe(true);
    });

    it('userId also matches the person who added an entry', async () => {
      const { addedById: agentId } = all.find((r) => r.addedById !== null && r.source === 'visitor')!;
      const picked = await expectFilter({ userId: agentId }, (r) => r.userId === agentId || r.addedById === agentId);
      expect(picked.every((r) => r.addedById === agentId)).toBe(true);
    });

    it('userId of the admin finds the audit entries they made', async () => {
      const picked = await expectFilter({ userId: adminId }, (r) => r.userId === adminId || r.addedById === adminId);
      expect(picked).toContainEqual(entry('audit'));
    });

    it('source audit answers the audit entries only, source visitor the rest', async () => {
      expect(await expectFilter({ source: 'audit' }, (r) => r.source === 'audit')).toEqual([entry('audit')]);
      await expectFilter({ source: 'visitor' }, (r) => r.source === 'visitor');
    });

    describe('q', () => {
      const searched = (r: ActivityJson) => [r.comments, r.nature, r.personaliseReference, r.propertyTitle, r.userName, r.addedByName];
      const matches = (q: string) => (r: ActivityJson) => searched(r).some((text) => text?.toLowerCase().includes(q.toLowerCase()));

      it('matches words of the comments, ignoring case', async () => {
        const word = all.find((r) => r.comments && r.source === 'visitor' && !r.comments.startsWith('Zeta'))!.comments!.split(' ')[0];
        await expectFilter({ q: word.toUpperCase() }, matches(word));
      });

      it('matches the nature', async () => {
        await expectFilter({ q: 'enquiry' }, matches('enquiry'));
      });

      it('matches part of a personalise reference', async () => {
        const reference = all.find((r) => r.personaliseReference && r.personaliseReference.length > 20)!.personaliseReference!;
        const picked = await expectFilter({ q: reference.slice(9, 18) }, matches(reference.slice(9, 18)));
        expect(picked.some((r) => r.personaliseReference === reference)).toBe(true);
      });

      it('matches the property title', async () => {
        const title = all.find((r) => r.propertyTitle)!.propertyTitle!;
        const picked = await expectFilter({ q: title }, matches(title));
        expect(picked.some((r) => r.propertyTitle === title)).toBe(true);
      });

      it("matches a user's full name", async () => {
        const name = all.find((r) => r.userName)!.userName!;
        const picked = await expectFilter({ q: name.toLowerCase() }, matches(name));
        expect(picked.some((r) => r.userName === name)).toBe(true);
      });

      it('matches the full name of the person who added an entry', async () => {
        const name = all.find((r) => r.addedByName && r.source === 'visitor')!.addedByName!;
        const picked = await expectFilter({ q: name }, matches(name));
        expect(picked.some((r) => r.addedByName === name)).toBe(true);
      });

      it.each(['50%', 'f_S', '0%'])('treats LIKE wildcards in %j literally', async (q) => {
        const picked = await expectFilter({ q }, matches(q));
        expect(picked).toContainEqual(entry('percent'));
        expect(picked).not.toContainEqual(entry('lookalike'));
      });

      it('treats a backslash literally', async () => {
        expect(await rows({ filter: { q: '\\' } })).toEqual(all.filter(matches('\\')));
      });
    });

    it('combines filters: all must hold', async () => {
      const r = all.find((x) => x.propertyId !== null && x.userId !== null && x.statusDescription === 'WIP')!;
      await expectFilter(
        { propertyId: r.propertyId, statusDescription: 'wip', source: 'visitor', from: r.dateOnly, to: r.dateOnly },
        (x) => x.propertyId === r.propertyId && x.statusDescription === 'WIP' && x.source === 'visitor' && x.dateOnly === r.dateOnly,
      );
      const picked = await expectFilter(
        { q: r.userName, nature: r.nature.toUpperCase(), userId: r.userId },
        (x) =>
          x.nature === r.nature &&
          (x.userId === r.userId || x.addedById === r.userId) &&
          [x.userName, x.addedByName, x.comments, x.propertyTitle, x.personaliseReference].some((t) =>
            t?.toLowerCase().includes(r.userName!.toLowerCase()),
          ),
      );
      expect(picked).toContainEqual(r);
    });

    it('answers no rows and "*/0" for a filter nothing matches', async () => {
      const res = await list({ filter: { nature: 'No Such Nature' }, range: [0, 24] });
      expect(res.json()).toEqual([]);
      expect(res.headers['content-range']).toBe('activity */0');
    });

    it('ignores empty filter values, as react-admin sends a cleared input', async () => {
      expect(await rows({ filter: { q: '', from: null, nature: '', propertyId: '' } })).toEqual(all);
    });

    it('lists the audit nature among the facets once an audit entry exists', async () => {
      const facets = (await api.get('/api/activity/facets')).json();
      expect(facets.natures).toEqual([...new Set(all.map((r) => r.nature))].sort());
      expect(facets.natures).toContain('Admin Change');
    });
  });

  describe('GET /api/activity/export', () => {
    it('answers a UTF-8 CSV attachment that starts with a BOM and the header row', async () => {
      const res = await exportCsv();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="activity-log.csv"');
      expect(res.headers['cache-control']).toBe('no-store');
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(res.body.startsWith(`\ufeff${CSV_HEADER.join(',')}\r\n`)).toBe(true);
    });

    it("writes one record per entry, in the list's order, with the list's values", async () => {
      const records = await exportRecords();
      expect(records).toEqual(all.map(cells));
    });

    it("exports what a filter and sort select: as many records as the list's total, in its order", async () => {
      const params = { filter: { nature: 'property details viewed', from: all[250].dateOnly }, sort: ['statusDescription', 'ASC'] };
      const total = Number((await list({ ...params, range: [0, 0] })).headers['content-range']?.toString().split('/')[1]);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(all.length);
      const records = await exportRecords(params);
      expect(records).toHaveLength(total);
      expect(records).toEqual((await rows(params)).map(cells));
    });

    it('exports only a header for a filter nothing matches', async () => {
      expect(await exportRecords({ filter: { q: 'no entry says this' } })).toEqual([]);
    });

    it('quotes commas, quotes and line breaks as RFC 4180 says', async () => {
      const res = await exportCsv({ filter: { q: 'Unit 5' } });
      expect(res.body).toContain('"Asked about ""Unit 5"", the yard,\nand the lease\r\nterms","ref, ""quoted"""');
      const [, record] = parseCsv(res.body.replace(/^\ufeff/, ''));
      expect(record[6]).toBe('Asked about "Unit 5", the yard,\nand the lease\r\nterms');
      expect(record[7]).toBe('ref, "quoted"');
    });

    it('defuses cells a spreadsheet would run as a formula with a leading apostrophe', async () => {
      const records = await exportRecords({ filter: { q: 'special-ref' } });
      const comments = records.map((r) => r[6]);
      expect(comments).toEqual(expect.arrayContaining(['\'=HYPERLINK("http://evil.example","click")', "'+1+2", "'-2+3", "'@SUM(A1:A2)"]));
      expect(comments).toContain('Zeta 50% Off_Site');
      const raw = (await exportCsv({ filter: { q: 'HYPERLINK' } })).body;
      expect(raw).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    });

    it('writes the audit entries with their source, the acting admin under Added By', async () => {
      const [record] = await exportRecords({ filter: { source: 'audit' } });
      expect(record).toEqual(cells(entry('audit')));
      expect(record[8]).toBe('audit');
      // Issue 28: named, never blank, though the entry concerns no user (the User cell is empty).
      expect(entry('audit').addedByName).toMatch(/\S/);
      expect(record[4]).toBe(entry('audit').addedByName);
      expect(record[5]).toBe('');
    });
  });
});

describe('occurredAt', () => {
  it('is written to the millisecond, the microseconds cut off, in a page and in the export', async () => {
    const added = await addEntries([{ nature: 'Property Enquiry', personaliseReference: 'microseconds' }]);
    try {
      await api.app.db.execute(sql`update activity set occurred_at = '2036-03-04 05:06:07.987654+00' where id = ${added.ids[0]}`);
      const [entry] = (await list({ range: [0, 0] })).json<ActivityJson[]>();
      expect(entry).toMatchObject({ id: added.ids[0], occurredAt: '2036-03-04T05:06:07.987Z', dateOnly: '2036-03-04' });
      const [, first] = parseCsv((await exportCsv()).body.replace(/^\ufeff/, ''));
      expect(first[0]).toBe('2036-03-04T05:06:07.987Z');
    } finally {
      await added.remove();
    }
  });
});

describe('bad requests', () => {
  it.each([
    ['from that is not a date', { filter: { from: 'yesterday' } }, 'filter.from'],
    ['to that is not a date', { filter: { to: '31/10/2026' } }, 'filter.to'],
    ['a day that does not exist', { filter: { from: '2026-13-01' } }, 'filter.from'],
    ['from before the year 1', { filter: { from: '0000-01-01' } }, 'filter.from'],
    ['from after the year 9999', { filter: { from: '+099999-01-01T00:00:00Z' } }, 'filter.from'],
    ['to far in the past', { filter: { to: '-010000-01-01T00:00:00Z' } }, 'filter.to'],
    ['a from that is not text', { filter: { from: 20261101 } }, 'filter.from'],
    ['propertyId "abc"', { filter: { propertyId: 'abc' } }, 'filter.propertyId'],
    ['propertyId -1', { filter: { propertyId: -1 } }, 'filter.propertyId'],
    ['propertyId 0', { filter: { propertyId: 0 } }, 'filter.propertyId'],
    ['propertyId 1.5', { filter: { propertyId: 1.5 } }, 'filter.propertyId'],
    ['propertyId beyond an integer', { filter: { propertyId: 2147483648 } }, 'filter.propertyId'],
    ['userId "me"', { filter: { userId: 'me' } }, 'filter.userId'],
    ['source "x"', { filter: { source: 'x' } }, 'filter.source'],
    ['a nature that is not text', { filter: { nature: 5 } }, 'filter.nature'],
    ['a q that is not text', { filter: { q: ['a'] } }, 'filter.q'],
    ['an unknown sort field', { sort: ['comments', 'ASC'] }, 'sort'],
    ['a sort on a joined column', { sort: ['propertyTitle', 'ASC'] }, 'sort'],
    ['a lower-case sort order', { sort: ['occurredAt', 'desc'] }, 'sort'],
    ['sort that is not JSON', { sort: 'occurredAt' }, 'sort'],
    ['filter that is not JSON', { filter: '{"nature":' }, 'filter'],
    ['filter that is not an object', { filter: '["q"]' }, 'filter'],
    ['range that is not JSON', { range: '[0,' }, 'range'],
    ['a range of more than 1000 rows', { range: [0, 1000] }, 'range'],
  ])('GET /api/activity rejects %s with 400 and the field', async (_case, params, field) => {
    expectError(await list(params), 400, { code: 'BAD_REQUEST', fields: [field] });
  });

  it.each([
    ['source "x"', { filter: { source: 'x' } }, 'filter.source'],
    ['from "yesterday"', { filter: { from: 'yesterday' } }, 'filter.from'],
    ['propertyId "abc"', { filter: { propertyId: 'abc' } }, 'filter.propertyId'],
    ['an unknown sort field', { sort: ['comments', 'ASC'] }, 'sort'],
    ['filter that is not JSON', { filter: '{' }, 'filter'],
  ])('GET /api/activity/export rejects %s with 400 and the field, not a broken download', async (_case, params, field) => {
    const res = await exportCsv(params);
    expect(res.headers['content-disposition']).toBeUndefined();
    expectError(res, 400, { code: 'BAD_REQUEST', fields: [field] });
  });

  it('rejects a NUL character in q with 400, in the list and the export', async () => {
    expectError(await list({ filter: { q: 'a\u0000b' } }), 400, { code: 'INVALID_TEXT' });
    expectError(await exportCsv({ filter: { q: 'a\u0000b' } }), 400, { code: 'INVALID_TEXT' });
  });
});

describe('without a session', () => {
  it.each(['/api/activity', '/api/activity/facets', '/api/activity/export', '/api/activity?filter=%7B'])(
    'GET %s answers 401',
    async (url) => {
      expectError(await api.app.inject({ method: 'GET', url }), 401, { code: 'UNAUTHORIZED', message: 'Not logged in' });
      expectError(await api.app.inject({ method: 'GET', url, headers: { cookie: 'authToken=forged' } }), 401, { code: 'UNAUTHORIZED' });
    },
  );
});

describe('a log larger than one unpaged answer and one export batch', () => {
  const BULK = 1900;
  let remove: () => Promise<unknown>;
  let total: number;
  beforeAll(async () => {
    // Older than every demo entry, ten to a timestamp so ties fall across pages and export batches.
    const start = Date.parse('2025-01-01T00:00:00Z');
    const added = await addEntries(
      Array.from({ length: BULK }, (_, i) => ({
        source: 'visitor',
        nature: VISITOR_NATURES[i % VISITOR_NATURES.length],
        statusDescription: 'Information',
        personaliseReference: `bulk-${i}`,
        occurredAt: new Date(start + Math.floor(i / 10) * 60_000),
      })),
    );
    remove = added.remove;
    total = DEMO_TOTAL + BULK;
  });
  afterAll(() => remove());

  it('answers at most the newest 1000 entries when no page is asked for', async () => {
    const unpaged = await rows();
    expect(unpaged).toHaveLength(1000);
    expect(unpaged).toEqual([...unpaged].sort(newestFirst));
    const first = await list({ range: [0, 999] });
    expect(first.headers['content-range']).toBe(`activity 0-999/${total}`);
    expect(unpaged).toEqual(first.json());
  });

  it('pages through every entry once, ties broken by id', async () => {
    const pages = [];
    for (let start = 0; start < total; start += 1000) pages.push(...(await rows({ range: [start, Math.min(start + 999, total - 1)] })));
    expect(pages).toHaveLength(total);
    expect(new Set(pages.map((r) => r.id)).size).toBe(total);
    expect(pages).toEqual([...pages].sort(newestFirst));
    const counted = await api.app.db.$count(
      activity,
      and(gte(activity.occurredAt, new Date('2025-01-01T00:00:00Z')), lt(activity.occurredAt, new Date('2025-02-01T00:00:00Z'))),
    );
    expect(counted).toBe(BULK);
  });

  it('exports every entry, across export batches, in the list order', async () => {
    const records = await exportRecords({ sort: ['occurredAt', 'ASC'] });
    expect(records).toHaveLength(total);
    const ascending = [];
    for (let start = 0; start < total; start += 1000) {
      ascending.push(...(await rows({ sort: ['occurredAt', 'ASC'], range: [start, Math.min(start + 999, total - 1)] })));
    }
    expect(records).toEqual(ascending.map(cells));
  });
});
