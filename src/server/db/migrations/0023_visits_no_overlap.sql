-- Hand-written (drizzle-kit generate --custom): drizzle cannot model an EXCLUDE constraint.
-- No two requested/confirmed visits of one company overlap in time; the loser of a race gets
-- SQLSTATE 23P01 (exclusion_violation). btree_gist (migration 0005) gives gist its `=` on integers.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_no_overlap" EXCLUDE USING gist ("company_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('requested', 'confirmed'));
