CREATE TYPE "public"."appeal_status" AS ENUM('open', 'dismissed', 'granted');--> statement-breakpoint
ALTER TYPE "public"."auth_token_purpose" ADD VALUE 'suspension_appeal';--> statement-breakpoint
CREATE TABLE "suspension_appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" "appeal_status" DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspension_appeals_message_length" CHECK (char_length("suspension_appeals"."message") BETWEEN 1 AND 2000),
	CONSTRAINT "suspension_appeals_resolved" CHECK (("suspension_appeals"."status" = 'open') = ("suspension_appeals"."resolved_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "suspension_appeals" ADD CONSTRAINT "suspension_appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_appeals" ADD CONSTRAINT "suspension_appeals_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suspension_appeals_open_once_idx" ON "suspension_appeals" USING btree ("user_id") WHERE "suspension_appeals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "suspension_appeals_queue_idx" ON "suspension_appeals" USING btree ("status","created_at","id");