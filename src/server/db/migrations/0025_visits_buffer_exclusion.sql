-- Generated, then edited by hand: existing visits take their company's current buffer, and the
-- exclusion constraint (0023, hand-written) moves from [starts, ends) to [starts, blocked_until), so
-- two active visits of one company are at least the buffer apart.
ALTER TABLE "visits" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
UPDATE "visits" v SET "blocked_until" = v."ends_at" + make_interval(mins => coalesce((SELECT a."buffer_minutes" FROM "company_availability" a WHERE a."company_id" = v."company_id"), 0));--> statement-breakpoint
ALTER TABLE "visits" ALTER COLUMN "blocked_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_blocked" CHECK ("visits"."ends_at" <= "visits"."blocked_until");--> statement-breakpoint
ALTER TABLE "visits" DROP CONSTRAINT "visits_no_overlap";--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_no_overlap" EXCLUDE USING gist ("company_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&) WHERE ("status" IN ('requested', 'confirmed'));
