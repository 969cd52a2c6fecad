import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { activityComment } from './copy/activity-comments';
import { introduction, teaser } from './copy/listing-copy';
import { listingFacts } from './copy/listing-facts';
import { picker } from './copy/picker';
import { SUBURBS, TITLE_WORDS } from './demo-data';

/** Natures of the generated activity, in the order the SQL below cycles through them. */
const NATURES = ['Property Details Viewed', 'Property Enquiry', 'Investment Enquiry', 'Self Registration', 'Document Downloaded'];
/** How many different listings and comments the rows cycle through (multiples of 8 categories and 5 natures). */
const LISTING_VARIANTS = 400;
const COMMENT_VARIANTS = 500;

/**
 * Listings written by the demo's copy writers. Variant j is of category (j % 8) + 1, so row g,
 * of category 1 + g % 8, takes variant g % LISTING_VARIANTS and its copy matches its category.
 */
function listingVariants() {
  return Array.from({ length: LISTING_VARIANTS }, (_, j) => {
    const p = picker(`large-property-${j}`);
    const categoryId = (j % 8) + 1;
    const provinceId = p.int(1, 9);
    const suburb = p.pick(SUBURBS[provinceId]);
    const titleWord = p.pick(TITLE_WORDS[categoryId]);
    const key = `large-property-${j}`;
    const facts = listingFacts({ categoryId, titleWord, suburb, provinceId, size: p.int(800, 42_000) }, key);
    return { title: `${suburb} ${titleWord}`, teaser: teaser(facts, key), introduction: introduction(facts, key), suburb, provinceId };
  });
}

/**
 * Adds `counts.properties` properties and `counts.activity` activity entries (for benchmarks and
 * for judging screens at scale). Generated in SQL with fixed formulas from fixed texts, so every
 * run adds the same rows.
 */
export async function seedLarge(db: DbOrTx, counts: { properties: number; activity: number }): Promise<void> {
  const listings = listingVariants();
  const comments = Array.from({ length: COMMENT_VARIANTS }, (_, k) =>
    activityComment(NATURES[k % NATURES.length], undefined, `large-activity-${k}`),
  );
  const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;
  await db.execute(sql`
    with refs as (
      select (select array_agg(id order by id) from seller_companies) as sellers,
             (select array_agg(id order by id) from users where user_role_type_id = 6) as agents,
             (select coalesce(max(display_order), 0) from properties) as last_order,
             (select count(*) from properties) as existing,
             ${texts(listings.map((l) => l.title))} as titles,
             ${texts(listings.map((l) => l.teaser))} as teasers,
             ${texts(listings.map((l) => l.introduction))} as introductions,
             ${texts(listings.map((l) => l.suburb))} as suburbs,
             ${sql.param(listings.map((l) => l.provinceId))}::int[] as provinces
    )
    insert into properties (property_reference, listing_title, title, listing_description, short_description,
      category_id, property_status_id, seller_company_id, agent_id, address_line1, suburb, province_id, country_id,
      is_active, is_discrete, is_featured, is_listable, is_placeholder, display_order)
    select 'LG-' || lpad((refs.existing + g)::text, 6, '0'),
           refs.titles[1 + g % ${LISTING_VARIANTS}],
           refs.titles[1 + g % ${LISTING_VARIANTS}],
           refs.teasers[1 + g % ${LISTING_VARIANTS}],
           refs.introductions[1 + g % ${LISTING_VARIANTS}],
           1 + g % 8, 1 + g % 5,
           refs.sellers[1 + g % array_length(refs.sellers, 1)],
           refs.agents[1 + g % array_length(refs.agents, 1)],
           g || ' Main Road', refs.suburbs[1 + g % ${LISTING_VARIANTS}], refs.provinces[1 + g % ${LISTING_VARIANTS}], 1,
           g % 4 <> 0, g % 5 = 0, g % 7 = 0, g % 3 <> 0, g % 50 = 0,
           refs.last_order + g
    from refs, generate_series(1, ${counts.properties}::int) as g`);
  await db.execute(sql`
    with refs as (
      select (select array_agg(id order by id) from properties) as props,
             (select array_agg(id order by id) from users where user_role_type_id in (3, 5)) as visitors,
             (select array_agg(id order by id) from users where user_role_type_id = 6) as agents,
             ${texts(NATURES)} as natures,
             ${texts(comments)} as comments
    )
    insert into activity (occurred_at, nature, status_description, property_id, added_by_id, user_id, comments, personalise_reference)
    select timestamptz '2026-11-01 09:00:00+00' - make_interval(secs => g * 97),
           refs.natures[1 + g % 5],
           (array['Information', 'WIP', 'Closed'])[1 + g % 3],
           refs.props[1 + ((g::bigint * 7919) % array_length(refs.props, 1))::int],
           case when g % 6 = 0 then null else refs.agents[1 + g % array_length(refs.agents, 1)] end,
           case when g % 6 = 0 then null else refs.visitors[1 + g % array_length(refs.visitors, 1)] end,
           case when g % 3 = 0 then refs.comments[1 + g % ${COMMENT_VARIANTS}] end,
           md5(g::text)
    from refs, generate_series(1, ${counts.activity}::int) as g`);
}
