-- A portfolio's positions are checked at commit rather than row by row: one UPDATE can then
-- renumber them (swapping two positions passes through a moment where both rows hold one).
ALTER TABLE "portfolio_properties" DROP CONSTRAINT "portfolio_properties_position_key";--> statement-breakpoint
ALTER TABLE "portfolio_properties" ADD CONSTRAINT "portfolio_properties_position_key" UNIQUE ("portfolio_id", "position") DEFERRABLE INITIALLY DEFERRED;
