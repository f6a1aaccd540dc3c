CREATE TYPE "public"."lead_status" AS ENUM('offered', 'accepted', 'passed', 'expired');--> statement-breakpoint
CREATE TABLE "company_service_zips" (
	"company_id" integer NOT NULL,
	"zip" text NOT NULL,
	CONSTRAINT "company_service_zips_company_id_zip_pk" PRIMARY KEY("company_id","zip"),
	CONSTRAINT "company_service_zips_zip" CHECK ("company_service_zips"."zip" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "cost_guide_stats" (
	"category_id" integer NOT NULL,
	"state" text NOT NULL,
	"unit" text NOT NULL,
	"estimates" integer NOT NULL,
	"companies" integer NOT NULL,
	"p25_cents" integer NOT NULL,
	"median_cents" integer NOT NULL,
	"p75_cents" integer NOT NULL,
	"histogram" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_guide_stats_category_id_state_unit_pk" PRIMARY KEY("category_id","state","unit")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" "lead_status" DEFAULT 'offered' NOT NULL,
	"score" double precision NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"pass_reason" text,
	CONSTRAINT "leads_quote_company_key" UNIQUE("quote_id","company_id"),
	CONSTRAINT "leads_responded" CHECK (("leads"."status" IN ('offered', 'expired')) = ("leads"."responded_at" IS NULL)),
	CONSTRAINT "leads_pass_reason" CHECK (("leads"."status" = 'passed') = ("leads"."pass_reason" IS NOT NULL) AND char_length("leads"."pass_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "service_area" text DEFAULT 'radius' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "service_radius_miles" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "service_box" "cube" GENERATED ALWAYS AS (CASE WHEN service_area = 'radius' THEN earth_box(ll_to_earth(latitude, longitude), service_radius_miles * 1609.344) END) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "paused_new_requests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "weekly_request_cap" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "match_category_id" integer;--> statement-breakpoint
ALTER TABLE "company_service_zips" ADD CONSTRAINT "company_service_zips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_guide_stats" ADD CONSTRAINT "cost_guide_stats_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_service_zips_zip_idx" ON "company_service_zips" USING btree ("zip","company_id");--> statement-breakpoint
CREATE INDEX "leads_company_offered_idx" ON "leads" USING btree ("company_id","offered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_offered_expiry_idx" ON "leads" USING btree ("expires_at") WHERE "leads"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_match_category_id_categories_id_fk" FOREIGN KEY ("match_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_category_service_box_idx" ON "companies" USING gist ("category_id","service_box") WHERE "companies"."listed" AND "companies"."service_box" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_service_radius" CHECK ("companies"."service_radius_miles" BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_weekly_request_cap" CHECK ("companies"."weekly_request_cap" IS NULL OR "companies"."weekly_request_cap" BETWEEN 1 AND 100);