ALTER TABLE "quotes" DROP CONSTRAINT "quotes_hired_completed";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "job_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "job_done_by" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "job_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_hired_has_date" CHECK ("quotes"."hired_company_id" IS NULL OR "quotes"."hired_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_job_done_needs_hire" CHECK ("quotes"."job_done_at" IS NULL OR "quotes"."hired_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_job_done_by" CHECK (("quotes"."job_done_at" IS NULL) = ("quotes"."job_done_by" IS NULL) AND "quotes"."job_done_by" IN ('company', 'user'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_confirmed_needs_job_done" CHECK ("quotes"."job_confirmed_at" IS NULL OR "quotes"."job_done_at" IS NOT NULL);--> statement-breakpoint
-- Hiring no longer completes a quote: quotes hired before this migration are at the Hired stage.
UPDATE "quotes" SET "status" = 'in_progress' WHERE "hired_at" IS NOT NULL AND "status" = 'completed';--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_hired_completed_when_confirmed" CHECK ("quotes"."hired_at" IS NULL OR ("quotes"."status" = 'completed') = ("quotes"."job_confirmed_at" IS NOT NULL));