ALTER TABLE "visits" ADD COLUMN "rescheduled_by" "visit_party";--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "reschedule_reason" text;