CREATE TYPE "public"."booking_mode" AS ENUM('instant', 'request');--> statement-breakpoint
CREATE TYPE "public"."visit_party" AS ENUM('customer', 'business');--> statement-breakpoint
CREATE TYPE "public"."visit_status" AS ENUM('requested', 'confirmed', 'cancelled', 'declined', 'done', 'no_show');--> statement-breakpoint
CREATE TABLE "company_availability" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"booking_mode" "booking_mode" DEFAULT 'request' NOT NULL,
	"visit_minutes" integer DEFAULT 60 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_hours" integer DEFAULT 24 NOT NULL,
	"max_days_ahead" integer DEFAULT 30 NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_availability_visit_minutes" CHECK ("company_availability"."visit_minutes" BETWEEN 15 AND 480),
	CONSTRAINT "company_availability_buffer" CHECK ("company_availability"."buffer_minutes" BETWEEN 0 AND 240),
	CONSTRAINT "company_availability_notice" CHECK ("company_availability"."min_notice_hours" BETWEEN 0 AND 336),
	CONSTRAINT "company_availability_days_ahead" CHECK ("company_availability"."max_days_ahead" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "company_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_time_off_order" CHECK ("company_time_off"."starts_at" < "company_time_off"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "company_weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "company_weekly_hours_weekday" CHECK ("company_weekly_hours"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "company_weekly_hours_range" CHECK (0 <= "company_weekly_hours"."start_minute" AND "company_weekly_hours"."start_minute" < "company_weekly_hours"."end_minute" AND "company_weekly_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "visit_status" NOT NULL,
	"cancelled_by" "visit_party",
	"cancel_reason" text,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_order" CHECK ("visits"."starts_at" < "visits"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "company_availability" ADD CONSTRAINT "company_availability_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_time_off" ADD CONSTRAINT "company_time_off_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_weekly_hours" ADD CONSTRAINT "company_weekly_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_time_off_company_idx" ON "company_time_off" USING btree ("company_id","ends_at");--> statement-breakpoint
CREATE INDEX "company_weekly_hours_company_idx" ON "company_weekly_hours" USING btree ("company_id","weekday");--> statement-breakpoint
CREATE INDEX "visits_quote_idx" ON "visits" USING btree ("quote_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_company_idx" ON "visits" USING btree ("company_id","starts_at");