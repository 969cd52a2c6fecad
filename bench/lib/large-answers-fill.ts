import type pg from 'pg';
import { BUYER_ROLE_TYPE } from '@common/role-types';
import { MEDIA_LINK_PREFIX } from '@common/api/media-links';

/** What bench/large-answers.ts filled: one property's media and NDA register. */
export interface LargeAnswers {
  propertyId: number;
  mediaItems: number;
  ndaEntries: number;
}

/**
 * Gives the first property `media` more Gallery images (uploaded ones, some unpublished) after
 * its own media, and an NDA register of `ndas` entries from as many new buyers over two years,
 * about half of them decided per round, most with their file's name. Written in SQL (as
 * bench/lib/data-room-fill.ts writes a data room), then vacuumed and analysed with the activity
 * log, as autovacuum would have by the time there are this many (an unvacuumed log's count for
 * the pager read twice as long: 2.0 against 1.0 ms at 50,000 entries).
 */
export async function fillLargeAnswers(pool: pg.Pool, { media, ndas }: { media: number; ndas: number }): Promise<LargeAnswers> {
  const [{ id: propertyId }] = (await pool.query<{ id: number }>('select id from properties order by id limit 1')).rows;
  await pool.query(
    `insert into property_media_items (property_id, title, file_type, media_link, display_order, is_active)
     select $1, 'Gallery', 'image', $2 || md5('bench-media-' || g)::uuid || '/display.webp', last.n + g, g % 7 <> 0
       from generate_series(1, $3::int) as g,
            (select coalesce(max(display_order), 0) as n from property_media_items where property_id = $1) as last`,
    [propertyId, MEDIA_LINK_PREFIX.images, media],
  );
  const { rows: buyers } = await pool.query<{ id: number }>(
    `insert into users (first_name, last_name, email_address, user_role_type_id, company_name)
     select (array['Thandi', 'Pieter', 'Aisha', 'Johan', 'Lerato', 'Michael', 'Naledi', 'Sipho'])[1 + g % 8],
            (array['Nkosi', 'van der Merwe', 'Patel', 'Botha', 'Mokoena', 'Smith', 'Dlamini', 'Naidoo', 'Pillay'])[1 + g % 9],
            'nda-bench-' || g || '@example.com', $1, 'Buyer ' || g || ' Investments'
       from generate_series(1, $2::int) as g
     returning id`,
    [BUYER_ROLE_TYPE, ndas],
  );
  const [{ id: adminId }] = (await pool.query<{ id: number }>('select id from users where user_role_type_id = 1 order by id limit 1')).rows;
  await pool.query(
    `insert into nda_register (property_id, user_id, added_by_id, nda_file_name, round1_accept_yn, round2_accept_yn, date_on)
     select $1, u.id, case when u.n % 4 = 0 then $3::int end,
            case when u.n % 10 <> 0 then 'NDA signed by buyer ' || u.n || '.pdf' end,
            case u.n % 3 when 0 then true when 1 then null else false end,
            case when u.n % 3 = 0 then (case u.n % 2 when 0 then true else null end) end,
            timestamptz '2026-11-01 09:00:00+00' - make_interval(secs => u.n * 20000)
       from unnest($2::int[]) with ordinality as u(id, n)`,
    [propertyId, buyers.map((buyer) => buyer.id), adminId],
  );
  await pool.query('vacuum analyze activity, property_media_items, nda_register, users');
  return { propertyId, mediaItems: media, ndaEntries: ndas };
}
