CREATE TYPE "public"."audit_target" AS ENUM('review', 'message', 'company', 'user', 'blocked_word');--> statement-breakpoint
CREATE TYPE "public"."held_message_status" AS ENUM('held', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "blocked_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
CREATE TABLE "held_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"sender_type" "message_sender_type" NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"image_object_id" integer,
	"reason" text NOT NULL,
	"status" "held_message_status" DEFAULT 'held' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "companies_listed_rating_idx";--> statement-breakpoint
DROP INDEX "companies_category_top_rated_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "target_type" SET DATA TYPE "public"."audit_target" USING "target_type"::text::"public"."audit_target";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "top_pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocked_words" ADD CONSTRAINT "blocked_words_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_image_object_id_stored_objects_id_fk" FOREIGN KEY ("image_object_id") REFERENCES "public"."stored_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_quote_company_fk" FOREIGN KEY ("quote_id","company_id") REFERENCES "public"."quote_companies"("quote_id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_messages_queue_idx" ON "held_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "held_messages_conversation_idx" ON "held_messages" USING btree ("quote_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "held_messages_image_object_idx" ON "held_messages" USING btree ("image_object_id") WHERE "held_messages"."image_object_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_listed_rating_idx" ON "companies" USING btree ("listed","average_rating" DESC NULLS LAST,"top_pro" DESC NULLS LAST,"ratings_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_category_top_rated_idx" ON "companies" USING btree ("category_id","average_rating" DESC NULLS LAST,"top_pro" DESC NULLS LAST,"ratings_count" DESC NULLS LAST,"id") WHERE "companies"."listed";