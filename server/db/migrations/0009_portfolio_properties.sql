CREATE TABLE "portfolio_properties" (
	"portfolio_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_properties_portfolio_id_property_id_pk" PRIMARY KEY("portfolio_id","property_id"),
	CONSTRAINT "portfolio_properties_position_key" UNIQUE("portfolio_id","position"),
	CONSTRAINT "portfolio_properties_position_check" CHECK ("portfolio_properties"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD CONSTRAINT "portfolio_properties_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD CONSTRAINT "portfolio_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_properties_property_id_index" ON "portfolio_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "portfolios_title_natural_idx" ON "portfolios" USING btree ("title" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "portfolios_search_idx" ON "portfolios" USING gin (search_fold("title") gin_trgm_ops,search_fold("description") gin_trgm_ops);