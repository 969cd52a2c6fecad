import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { DbOrTx } from '../../server/db/client';
import { checkConsistency } from '../../server/storage/consistency';
import { buildTestApp } from './helpers/test-app';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

class RolledBack extends Error {}

/** The problems found after `breakIt` runs in a transaction that is then rolled back, so each case starts from the demo data. */
async function problemsAfter(breakIt: (tx: DbOrTx) => Promise<unknown>): Promise<string[]> {
  let problems: string[] = [];
  await app.db
    .transaction(async (tx) => {
      await breakIt(tx);
      problems = await checkConsistency(tx, app.storage);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return problems;
}

const run = (statement: string) => (tx: DbOrTx) => tx.execute(sql.raw(statement));
const one = async <T>(query: string): Promise<T> => (await app.db.execute(sql.raw(query))).rows[0] as T;
const filePath = (key: string) => path.join(app.config.dataDir, 'files', ...key.split('/'));

describe('checkConsistency', () => {
  it('finds the demo data and its files consistent', async () => {
    expect(await checkConsistency(app.db, app.storage)).toEqual([]);
  });

  it.each([
    [
      'a gap in the landing order',
      'update properties set display_order = display_order + 1 where display_order = (select max(display_order) from properties)',
      /^properties\.displayOrder is not dense 1\.\.n: has \d+ rows ordered/,
    ],
    [
      'two content blocks of a property at one position',
      `update property_content_items set display_order = 1 where id = (select id from property_content_items where display_order = 2 limit 1)`,
      /^property_content_items\.displayOrder is not dense 1\.\.n: propertyId=\d+ has \d+ rows ordered 1,1,/,
    ],
    [
      "a gap in a property's media, where a refused upload used to leave one",
      `update property_media_items set display_order = 12 where id = (select max(id) from property_media_items where title = 'Gallery')`,
      /^property_media_items\.displayOrder is not dense 1\.\.n: propertyId=\d+ has \d+ rows ordered 1,2,/,
    ],
    [
      'a data room heading order not starting at 1',
      `update property_data_room_items set display_order = display_order + 1 where parent_id = (select parent_id from property_data_room_items where parent_id is not null limit 1)`,
      /^property_data_room_items\.displayOrder is not dense 1\.\.n: propertyId=\d+ round=[12] parentId=\d+ has \d+ rows ordered 2,3/,
    ],
    [
      'a checklist template gap',
      `update checklist_items set display_order = 99 where id = (select min(id) from checklist_items)`,
      /^checklist_items\.displayOrder is not dense/,
    ],
    [
      'a portfolio position gap',
      `update portfolio_properties set position = 50 where position = 1 and portfolio_id = (select min(portfolio_id) from portfolio_properties)`,
      /^portfolio_properties\.position is not dense/,
    ],
    [
      'a file version number skipped',
      `update data_room_file_versions set version = 3 where id = (select min(id) from data_room_file_versions)`,
      /^data_room_file_versions\.version is not dense/,
    ],
  ])('reports %s', async (_, statement, problem) => {
    const problems = await problemsAfter(run(statement));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it('reports a heading moved under another property, and a root that is a file', async () => {
    const heading = await one<{ id: number }>(
      `select id from property_data_room_items where level = 1 and item_type = 'DATA_ROOM' order by id limit 1`,
    );
    const problems = await problemsAfter(async (tx) => {
      await tx.execute(sql`update property_data_room_items set parent_id =
        (select id from property_data_room_items o where o.level = 0 and o.property_id <> (select property_id from property_data_room_items where id = ${heading.id}) limit 1)
        where id = ${heading.id}`);
      await tx.execute(sql`update property_data_room_items set parent_id = null, level = 1 where id =
        (select min(id) from property_data_room_items where item_type = 'FILE')`);
    });
    expect(problems).toContain(`property_data_room_items tree: item ${heading.id} is under another property's or round's heading`);
    expect(problems.some((p) => /^property_data_room_items tree: item \d+ is a root that is not a level-0 heading$/.test(p))).toBe(true);
  });

  it('reports a data room file that lost its file', async () => {
    const file = await one<{ id: number }>(`select min(id) as id from property_data_room_items where item_type = 'FILE'`);
    const problems = await problemsAfter(run(`update property_data_room_items set file_id = null where id = ${file.id}`));
    expect(problems).toEqual([`data room FILE without its newest version as its file: item ${file.id}`]);
  });

  it('reports media and portfolio links to images and videos that do not exist', async () => {
    const missing = '/api/media/images/00000000-0000-4000-8000-000000000000/display.webp';
    const item = await one<{ id: number }>(`select min(id) as id from property_media_items`);
    const portfolio = await one<{ id: number }>(`select min(id) as id from portfolios`);
    const problems = await problemsAfter(async (tx) => {
      await tx.execute(sql`update property_media_items set media_link = ${missing} where id = ${item.id}`);
      await tx.execute(
        sql`update portfolios set image2_link = '/api/media/videos/00000000-0000-4000-8000-000000000000/play' where id = ${portfolio.id}`,
      );
    });
    expect(problems).toEqual([
      `property_media_items link to a missing image or video: item ${item.id} -> ${missing}`,
      `portfolios.image2Link to a missing image or video: portfolio ${portfolio.id} -> /api/media/videos/00000000-0000-4000-8000-000000000000/play`,
    ]);
  });

  it('reports a stored file nothing refers to any more', async () => {
    const nda = await one<{ id: number; fileId: number }>(
      `select id, file_id as "fileId" from nda_register where file_id is not null order by id limit 1`,
    );
    const problems = await problemsAfter(run(`delete from nda_register where id = ${nda.id}`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^stored_files row nothing refers to: file ${nda.fileId} \\(ndas?[a-z-]*/[0-9a-f-]{36}\\)$`));
  });

  it('reports a row whose object is gone, an object of another size, and an object without a row', async () => {
    const [gone, resized] = (await app.db.execute(sql`select id, storage_key as key from stored_files order by id limit 2`)).rows as {
      id: number;
      key: string;
    }[];
    const stray = await app.storage.put(Readable.from([Buffer.from('left behind')]), { prefix: 'images', maxBytes: 100 });
    await stray.commit();
    // Moved aside and back rather than written in place: the demo files are hard links shared with the template.
    await rename(filePath(gone.key), `${filePath(gone.key)}.aside`);
    await rename(filePath(resized.key), `${filePath(resized.key)}.aside`);
    await writeFile(filePath(resized.key), 'four');
    try {
      const problems = await checkConsistency(app.db, app.storage);
      expect(problems).toHaveLength(5);
      expect(problems).toEqual(
        expect.arrayContaining([
          `stored_files row without its object in storage: file ${gone.id} (${gone.key})`,
          expect.stringMatching(
            new RegExp(
              `^stored object of another size than its row: file ${resized.id} \\(${resized.key}\\) has 4 bytes, its row says \\d+$`,
            ),
          ),
          `object in storage without its stored_files row: ${gone.key}.aside`,
          `object in storage without its stored_files row: ${resized.key}.aside`,
          `object in storage without its stored_files row: ${stray.key}`,
        ]),
      );
    } finally {
      await app.storage.delete(stray.key);
      await rm(filePath(resized.key));
      await rename(`${filePath(resized.key)}.aside`, filePath(resized.key));
      await rename(`${filePath(gone.key)}.aside`, filePath(gone.key));
    }
    expect(await checkConsistency(app.db, app.storage)).toEqual([]);
  });
});
