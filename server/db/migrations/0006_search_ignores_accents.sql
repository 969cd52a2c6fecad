-- Every list search ignores case and accents in any script (server/lib/search.ts). unaccent()
-- is only STABLE (its dictionary could be changed), so no index may call it: search_fold wraps
-- it as IMMUTABLE and names the dictionary with its schema, so no search_path changes what an
-- indexed value means. That schema is wherever unaccent is installed (public when this creates
-- it; some managed servers keep extensions in a schema of their own). lower() under ICU's root
-- collation folds every script (under the C collation only ASCII); Greek final sigma is then
-- written σ, so a word typed in capitals ('ΚΗΦΙΣ') still finds the longer word ('Κηφισιά').
-- plpgsql rather than sql: a wrapping SQL function is never inlined (its body is not immutable)
-- and a plpgsql call costs about half as much per row.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DO $do$
DECLARE
  home text := (SELECT quote_ident(n.nspname) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent');
BEGIN
  EXECUTE format(
    $f$CREATE FUNCTION search_fold(input text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $body$
BEGIN
  RETURN pg_catalog.translate(%1$s.unaccent(%2$L::regdictionary, pg_catalog.lower(input COLLATE pg_catalog."und-x-icu")), 'ς', 'σ');
END
$body$$f$,
    home, home || '.unaccent');
END
$do$;--> statement-breakpoint
DROP INDEX "activity_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "agencies_search_idx" ON "agencies" USING gin (search_fold("agency_name") gin_trgm_ops,search_fold("contact_person") gin_trgm_ops,search_fold("email_address") gin_trgm_ops,search_fold("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seller_companies_search_idx" ON "seller_companies" USING gin (search_fold("company_name") gin_trgm_ops,search_fold("contact_person") gin_trgm_ops,search_fold("email_address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (search_fold("first_name" || ' ' || "last_name") gin_trgm_ops,search_fold("email_address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin (search_fold("listing_title") gin_trgm_ops,search_fold("property_reference") gin_trgm_ops,search_fold("suburb") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_search_idx" ON "activity" USING gin (search_fold((coalesce("nature", '') || ' ' || coalesce("comments", '') || ' ' || coalesce("personalise_reference", ''))) gin_trgm_ops);