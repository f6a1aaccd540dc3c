ALTER TYPE "public"."notification_kind" ADD VALUE 'request_closed';--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "withdraw_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "withdraw_note" text;--> statement-breakpoint
-- Requests closed before withdrawal existed (completed without a hire) are withdrawn, without a reason.
UPDATE "quotes" SET "withdrawn_at" = "updated_at" WHERE "status" = 'completed' AND "hired_at" IS NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_withdrawn" CHECK (("quotes"."withdrawn_at" IS NOT NULL) = ("quotes"."status" = 'completed' AND "quotes"."hired_at" IS NULL));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_withdraw_reason" CHECK ("quotes"."withdraw_reason" IS NULL OR "quotes"."withdraw_reason" IN ('hired_elsewhere', 'no_longer_needed', 'too_expensive', 'doing_it_myself', 'other'));