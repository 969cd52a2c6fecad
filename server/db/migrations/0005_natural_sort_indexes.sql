DROP INDEX "agencies_agency_name_index";--> statement-breakpoint
DROP INDEX "seller_companies_company_name_index";--> statement-breakpoint
DROP INDEX "properties_listing_title_index";--> statement-breakpoint
DROP INDEX "properties_suburb_index";--> statement-breakpoint
CREATE INDEX "agencies_agency_name_natural_idx" ON "agencies" USING btree ("agency_name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "seller_companies_company_name_natural_idx" ON "seller_companies" USING btree ("company_name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "properties_listing_title_natural_idx" ON "properties" USING btree ("listing_title" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "properties_suburb_natural_idx" ON "properties" USING btree ("suburb" collate "und-x-icu");