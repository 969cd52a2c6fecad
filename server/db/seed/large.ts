import { sql } from 'drizzle-orm';
import { runWithDatabase } from '../../cli/run-with-database';

/**
 * `npm run seed:large`: adds 10,000 properties and 100,000 activity entries to the database
 * (demo data first when it is empty), for benchmarks and for judging screens at scale.
 * Generated in SQL with fixed formulas, so every run adds the same rows.
 */
const PROPERTIES = Number(process.env.LARGE_PROPERTIES ?? 10_000);
const ACTIVITY = Number(process.env.LARGE_ACTIVITY ?? 100_000);

runWithDatabase(true, async (db) => {
  const started = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with refs as (
        select (select array_agg(id order by id) from seller_companies) as sellers,
               (select array_agg(id order by id) from users where user_role_type_id = 6) as agents,
               (select coalesce(max(display_order), 0) from properties) as last_order,
               (select count(*) from properties) as existing
      )
      insert into properties (property_reference, listing_title, title, listing_description, short_description,
        category_id, property_status_id, seller_company_id, agent_id, address_line1, suburb, province_id, country_id,
        is_active, is_discrete, is_featured, is_listable, is_placeholder, display_order)
      select 'LG-' || lpad((refs.existing + g)::text, 6, '0'),
             'Bulk Listing ' || (refs.existing + g),
             'Bulk Listing ' || (refs.existing + g),
             (500 + (g * 37) % 40000) || ' m² commercial space',
             'Generated for load testing.',
             1 + g % 8, 1 + g % 5,
             refs.sellers[1 + g % array_length(refs.sellers, 1)],
             refs.agents[1 + g % array_length(refs.agents, 1)],
             g || ' Main Road', 'Suburb ' || (g % 200), 1 + g % 9, 1,
             g % 4 <> 0, g % 5 = 0, g % 7 = 0, g % 3 <> 0, g % 50 = 0,
             refs.last_order + g
      from refs, generate_series(1, ${PROPERTIES}) as g`);
    await tx.execute(sql`
      with refs as (
        select (select array_agg(id order by id) from properties) as props,
               (select array_agg(id order by id) from users where user_role_type_id in (3, 5)) as visitors,
               (select array_agg(id order by id) from users where user_role_type_id = 6) as agents
      )
      insert into activity (occurred_at, nature, status_description, property_id, added_by_id, user_id, comments, personalise_reference)
      select timestamptz '2026-11-01 09:00:00+00' - make_interval(secs => g * 97),
             (array['Property Details Viewed', 'Property Enquiry', 'Investment Enquiry', 'Self Registration', 'Document Downloaded'])[1 + g % 5],
             (array['Information', 'WIP', 'Closed'])[1 + g % 3],
             refs.props[1 + ((g::bigint * 7919) % array_length(refs.props, 1))::int],
             case when g % 6 = 0 then null else refs.agents[1 + g % array_length(refs.agents, 1)] end,
             case when g % 6 = 0 then null else refs.visitors[1 + g % array_length(refs.visitors, 1)] end,
             case when g % 3 = 0 then 'Generated entry ' || g end,
             md5(g::text)
      from refs, generate_series(1, ${ACTIVITY}) as g`);
  });
  await db.execute(sql`analyze`);
  console.log(`Added ${PROPERTIES} properties and ${ACTIVITY} activity entries in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
});
