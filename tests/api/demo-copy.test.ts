import { en, Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { seedLarge } from '../../server/demo/large-seed';
import { buildTestApp } from './helpers/test-app';

// Issue 11: the demo data is the first thing a new admin reads, so it is English listing copy,
// never faker's Latin filler ('Studio mollitia adficio. Vulpes soleo...').

/** Words of faker's lorem list that are ordinary English too, so finding them proves nothing. */
const ENGLISH_TOO = new Set(
  'a ad ago alias alter animus apparatus aqua at auditor canto charisma color comes contra creator crux curriculum decor demo dens error ex id in minus pax sol speculum studio sublime sum super supra terra terror thesaurus thesis thorax tot trans turbo ultra umbra versus via video villa vigor vita'.split(
    ' ',
  ),
);
const LOREM = en.lorem?.word ?? [];
const LATIN = new Set(LOREM.filter((word) => !ENGLISH_TOO.has(word)));

// Identifiers, hashes and links: their letters spell no prose (a SHA-256 or a UUID in hex holds 'ad', a link 'media').
const NOT_PROSE = new Set([
  'id',
  'personalise_reference',
  'event_id',
  'password_hash',
  'token_hash',
  'storage_key',
  'sha256',
  // The audit chain's links (migration 0014) and the login throttle's keys (an email or an address).
  'hash',
  'prev_hash',
  'key',
  'ip',
  'user_agent',
]);
/** Every *_link column holds a link (a listing's media, a portfolio's pictures), never prose. */
const isProse = (column: string) => !NOT_PROSE.has(column) && !column.endsWith('_link');

/** The Latin words of a text: its tags dropped, split into words (hyphenated ones kept whole). */
const latinWords = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter((word) => LATIN.has(word));

interface Finding {
  table: string;
  column: string;
  text: string;
  latin: string[];
}

/** Every text and varchar column of every table, read whole, with the Latin words each value holds. */
async function latinInDatabase(app: App): Promise<{ findings: Finding[]; valuesRead: number }> {
  const { rows: columns } = await app.db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and c.data_type in ('text', 'character varying')
    order by 1, 2`);
  const findings: Finding[] = [];
  let valuesRead = 0;
  for (const { table_name: table, column_name: column } of columns.filter((c) => isProse(c.column_name))) {
    const { rows } = await app.db.execute<{ text: string }>(
      sql`select distinct ${sql.identifier(column)} as text from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
    );
    valuesRead += rows.length;
    for (const { text } of rows) {
      const latin = latinWords(text);
      if (latin.length) findings.push({ table, column, text, latin });
    }
  }
  return { findings, valuesRead };
}

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

describe('the Latin check itself', () => {
  it('knows faker’s lorem words and finds them in faker’s filler, in text and in HTML', () => {
    expect(LOREM.length).toBeGreaterThan(900);
    const faker = new Faker({ locale: en, seed: 11 });
    for (let i = 0; i < 20; i++) {
      expect(latinWords(faker.lorem.sentence())).not.toEqual([]);
      expect(latinWords(`<p>${faker.lorem.paragraph()}</p>`)).not.toEqual([]);
    }
    expect(latinWords('Studio mollitia adficio. Vulpes soleo tumultus tempus.')).toEqual([
      'mollitia',
      'adficio',
      'vulpes',
      'soleo',
      'tumultus',
      'tempus',
    ]);
  });

  it('passes English listing copy, including words Latin shares with it', () => {
    expect(latinWords('<p>A studio apartment in a villa, via the N2: a video tour is available.</p>')).toEqual([]);
  });
});

describe('the demo data (issue 11)', () => {
  it('holds no Latin filler in any text column', async () => {
    const { findings, valuesRead } = await latinInDatabase(app);
    expect(valuesRead).toBeGreaterThan(500);
    expect(findings).toEqual([]);
  });

  it('writes each listing its own copy: no two share a teaser, an introduction or an information block', async () => {
    const { rows } = await app.db.execute<{ teasers: number; intros: number; listings: number; bodies: number; blocks: number }>(sql`
      select (select count(distinct listing_description) from properties where not is_placeholder) as teasers,
             (select count(distinct short_description) from properties) as intros,
             (select count(*) from properties where not is_placeholder) as listings,
             (select count(distinct content_body) from property_content_items) as bodies,
             (select count(*) from property_content_items) as blocks`);
    const [{ teasers, intros, listings, bodies, blocks }] = rows.map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])),
    );
    expect(teasers).toBe(listings);
    expect(intros).toBe(listings + 3);
    expect(bodies).toBe(blocks);
  });

  it('holds up to a look: a portfolio names the provinces its properties are in, and phone numbers have real dialling codes', async () => {
    const { rows: offered } = await app.db.execute<{ portfolio: string; description: string; province: string }>(sql`
      select distinct pf.title as portfolio, pf.description, pr.title as province
      from portfolios pf
      join portfolio_properties pp on pp.portfolio_id = pf.id
      join properties p on p.id = pp.property_id
      join provinces pr on pr.id = p.province_id`);
    expect(offered.length).toBeGreaterThan(4);
    expect(offered.filter(({ description, province }) => !description.includes(province))).toEqual([]);

    const { rows: phones } = await app.db.execute<{ phone: string }>(sql`
      select cell_number as phone from users where cell_number is not null
      union all select contact_number from agencies union all select contact_number from seller_companies`);
    // Mobile 06x, 07x, 08x; landlines of the big cities (010-012 Gauteng, 021 Cape Town, 031 Durban, 041, 051).
    const real = /^(0(6[0-6]|7[1-46-9]|8[2-4])|01[0-2]|021|031|041|051) \d{3} \d{4}$/;
    expect(phones.length).toBeGreaterThan(60);
    expect(phones.map((row) => row.phone).filter((phone) => !real.test(phone))).toEqual([]);
  });

  it('has accented names, as South African people and places do', async () => {
    const { rows } = await app.db.execute<{ name: string }>(sql`
      select first_name || ' ' || last_name as name from users
      union all select listing_title from properties
      union all select contact_person from agencies
      union all select contact_person from seller_companies`);
    const accented = rows.map((r) => r.name).filter((name) => name.normalize('NFD') !== name);
    expect(accented).toEqual(
      expect.arrayContaining(['André du Toit', 'Zoë Cronjé', 'Môreleta Park Day Clinic', 'Hélène Malherbe', 'Léon Brönn']),
    );
  });
});

describe('npm run seed:large', () => {
  it('adds listings and activity without Latin filler', async () => {
    const count = async () => {
      const { rows } = await app.db.execute<{ properties: number; commented: number }>(
        sql`select (select count(*) from properties) as properties, (select count(*) from activity where comments is not null) as commented`,
      );
      return { properties: Number(rows[0].properties), commented: Number(rows[0].commented) };
    };
    const before = await count();
    await seedLarge(app.db, { properties: 800, activity: 3000 });
    const after = await count();
    expect(after.properties - before.properties).toBe(800);
    expect(after.commented - before.commented).toBe(1000);
    expect((await latinInDatabase(app)).findings).toEqual([]);
  });
});
