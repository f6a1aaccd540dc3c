CREATE TYPE "public"."job_timing" AS ENUM('flexible', 'within_week', 'on_date');--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "job_zip" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "job_address" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "timing" "job_timing" DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "timing_date" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_timing_date" CHECK (("quotes"."timing" = 'on_date') = ("quotes"."timing_date" IS NOT NULL));