CREATE TYPE "public"."report_reason" AS ENUM('spam', 'offensive', 'fake', 'scam', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'dismissed', 'upheld');--> statement-breakpoint
CREATE TYPE "public"."report_target" AS ENUM('review', 'message', 'company', 'user');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" "report_target" NOT NULL,
	"target_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"report_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_type" "report_target" NOT NULL,
	"target_id" bigint NOT NULL,
	"reason" "report_reason" NOT NULL,
	"details" text,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_details_length" CHECK (char_length("reports"."details") <= 1000),
	CONSTRAINT "reports_resolved" CHECK (("reports"."status" = 'open') = ("reports"."resolved_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"rating_id" integer PRIMARY KEY NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_body_length" CHECK (char_length("review_replies"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
DROP INDEX "companies_active_rating_idx";--> statement-breakpoint
DROP INDEX "companies_location_idx";--> statement-breakpoint
DROP INDEX "companies_category_location_idx";--> statement-breakpoint
DROP INDEX "companies_category_top_rated_idx";--> statement-breakpoint
DROP INDEX "companies_category_most_reviewed_idx";--> statement-breakpoint
DROP INDEX "companies_category_favorites_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (is_active AND hidden_at IS NULL AND NOT owner_suspended) STORED;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "author_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "visible" boolean GENERATED ALWAYS AS (hidden_at IS NULL AND NOT author_suspended) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","target_type","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "companies_listed_rating_idx" ON "companies" USING btree ("listed","average_rating" DESC NULLS LAST,"ratings_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_location_idx" ON "companies" USING gist ("location") WHERE "companies"."listed";--> statement-breakpoint
CREATE INDEX "companies_category_location_idx" ON "companies" USING gist ("category_id","location") WHERE "companies"."listed";--> statement-breakpoint
CREATE INDEX "companies_category_top_rated_idx" ON "companies" USING btree ("category_id","average_rating" DESC NULLS LAST,"ratings_count" DESC NULLS LAST,"id") WHERE "companies"."listed";--> statement-breakpoint
CREATE INDEX "companies_category_most_reviewed_idx" ON "companies" USING btree ("category_id","ratings_count" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"id") WHERE "companies"."listed";--> statement-breakpoint
CREATE INDEX "companies_category_favorites_idx" ON "companies" USING btree ("category_id","favorites_count" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"id") WHERE "companies"."listed";--> statement-breakpoint
-- The audit log is append-only whoever connects (docs/decisions/014): rows are never changed or removed.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
