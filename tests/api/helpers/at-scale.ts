/**
 * Rows that grow a test's own database to the size the benchmarks use (10,000 properties,
 * thousands of buyers), so that, once analysed, the planner weighs real tables: an EXPLAIN of a
 * search then shows whether it reads an index or the whole table.
 */
export const SCALED_USERS = `insert into users (first_name, last_name, email_address, user_role_type_id)
   select 'Scaled', 'Buyer ' || n, 'scaled.buyer' || n || '@example.org', 5 from generate_series(1, 5000) n`;

export const SCALED_PROPERTIES = `insert into properties (property_reference, listing_title, listing_description, title, short_description, category_id,
     property_status_id, seller_company_id, agent_id, address_line1, suburb, province_id, country_id, display_order)
   select 'SCALE-' || n, 'Scaled Park ' || n, p.listing_description, p.title, p.short_description, p.category_id,
     p.property_status_id, p.seller_company_id, p.agent_id, p.address_line1, 'Suburb ' || (n % 300), p.province_id, p.country_id, 1000 + n
   from generate_series(1, 10000) n, (select * from properties order by id limit 1) p`;
