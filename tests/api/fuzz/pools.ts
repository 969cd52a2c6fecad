import { sql } from 'drizzle-orm';
import type { App } from '../../../server/app';

/**
 * A valid value chosen when the request is sent, not when it is generated: the n-th row of a pool
 * (modulo its size) as the database holds it then, so ids stay real while the fuzz adds and
 * deletes rows. Pools of one property's rows are that request's focus property's.
 */
export class Pick {
  constructor(
    readonly pool: string,
    readonly n: number,
  ) {}
  toJSON() {
    return `pick(${this.pool}#${this.n})`;
  }
}

type Rows = Record<string, unknown>[];
const ids = (rows: Rows, column = 'id') => rows.map((row) => row[column] as number | string);

/** Per property: its rows that a request about it names. */
interface PropertyRows {
  contentItem: number[];
  mediaItem: number[];
  dataRoomItem: number[];
  heading: number[];
  dataRoomFile: number[];
  nda: number[];
  discrete: number[];
}

/** What the fuzz picks valid values from, read from the database and refreshed every few hundred requests. */
export class Pools {
  private global = new Map<string, (number | string)[]>();
  private byProperty = new Map<number, PropertyRows>();
  private properties: number[] = [];

  constructor(private readonly app: App) {}

  async refresh(): Promise<void> {
    const q = async (query: string) => (await this.app.db.execute(sql.raw(query))).rows;
    this.properties = ids(await q('select id from properties order by id')) as number[];
    const users = await q(
      `select u.id, u.user_role_type_id as role, r.can_use_back_office and not r.read_only as admin from users u join user_role_types r on r.id = u.user_role_type_id order by u.id`,
    );
    this.global = new Map<string, (number | string)[]>([
      ['user', ids(users)],
      ['admin', ids(users.filter((u) => u.admin))],
      ['buyer', ids(users.filter((u) => u.role === 5))],
      ['agent', ids(users.filter((u) => u.role === 6))],
      ['agency', ids(await q('select id from agencies order by id'))],
      ['seller', ids(await q('select id from seller_companies order by id'))],
      ['portfolio', ids(await q('select id from portfolios order by id'))],
      ['image', ids(await q('select id::text from media_images order by created_at, id'))],
      ['video', ids(await q('select id from media_videos order by created_at, id'))],
      ['category', ids(await q('select id from categories order by id'))],
      ['status', ids(await q('select id from property_statuses order by id'))],
      ['province', ids(await q('select id from provinces order by id'))],
      ['country', ids(await q('select id from countries order by id'))],
      ['role', ids(await q('select id from user_role_types order by id'))],
    ]);
    const perProperty = async (query: string) => {
      const grouped = new Map<number, number[]>();
      for (const row of await q(query)) {
        const list = grouped.get(row.p as number) ?? [];
        list.push(row.id as number);
        grouped.set(row.p as number, list);
      }
      return grouped;
    };
    const tables = {
      contentItem: await perProperty('select property_id as p, id from property_content_items order by id'),
      mediaItem: await perProperty('select property_id as p, id from property_media_items order by id'),
      dataRoomItem: await perProperty('select property_id as p, id from property_data_room_items order by id'),
      heading: await perProperty(`select property_id as p, id from property_data_room_items where item_type = 'DATA_ROOM' order by id`),
      dataRoomFile: await perProperty(
        `select i.property_id as p, v.file_id as id from data_room_file_versions v join property_data_room_items i on i.id = v.item_id order by v.id`,
      ),
      nda: await perProperty('select property_id as p, id from nda_register order by id'),
      discrete: await perProperty('select property_id as p, id from property_discrete_users order by id'),
    };
    this.byProperty = new Map(
      this.properties.map((p) => [
        p,
        Object.fromEntries(Object.entries(tables).map(([name, grouped]) => [name, grouped.get(p) ?? []])) as unknown as PropertyRows,
      ]),
    );
  }

  /** The value `pick` names for a request about the `focus`-th property; a pool with no rows gives 1 (then a 404 is right). */
  resolve(pick: Pick, focus: number): number | string {
    const property = this.properties[focus % this.properties.length];
    if (pick.pool === 'property') return property;
    if (pick.pool === 'imageLink') return `/api/media/images/${this.resolve(new Pick('image', pick.n), focus)}/display.webp`;
    const list = this.global.get(pick.pool) ?? this.byProperty.get(property)?.[pick.pool as keyof PropertyRows] ?? [];
    return list.length ? list[pick.n % list.length] : 1;
  }
}

/** Which pool a valid value of a field or parameter named `name` of the operation at `path` comes from, if any. */
export function poolFor(name: string, path: string): string | undefined {
  const lower = name.toLowerCase();
  const byName: Record<string, string> = {
    propertyid: 'property',
    propertyids: 'property',
    propertybeforeid: 'property',
    propertycontentitemid: 'contentItem',
    propertymediaitemid: 'mediaItem',
    propertymediaitembeforeid: 'mediaItem',
    propertydataroomid: 'heading',
    headingid: 'heading',
    fileid: 'dataRoomFile',
    adminuserid: 'admin',
    editedby: 'admin',
    agentid: 'agent',
    agencyid: 'agency',
    sellercompanyid: 'seller',
    categoryid: 'category',
    propertystatusid: 'status',
    provinceid: 'province',
    countryid: 'country',
    userroletypeid: 'role',
    medialink: 'imageLink',
  };
  if (lower === 'userid') return /discrete|ndaregister/.test(path) ? 'buyer' : 'user';
  if (byName[lower]) return byName[lower];
  if (lower !== 'id') return undefined;
  const areas: [RegExp, string][] = [
    [/^\/api\/agencies/, 'agency'],
    [/^\/api\/seller-companies/, 'seller'],
    [/^\/api\/users/, 'user'],
    [/^\/api\/portfolios/, 'portfolio'],
    [/^\/api\/properties/, 'property'],
    [/^\/api\/property-content-items/, 'contentItem'],
    [/^\/api\/property-media-items/, 'mediaItem'],
    [/^\/api\/property-data-room/, 'dataRoomItem'],
    [/^\/api\/ndaregister/, 'nda'],
    [/^\/api\/property-discrete-users/, 'discrete'],
    [/^\/api\/media\/images/, 'image'],
    [/^\/api\/media\/videos/, 'video'],
  ];
  return areas.find(([area]) => area.test(path))?.[1];
}
