CREATE TYPE "public"."estimate_price_type" AS ENUM('fixed', 'range', 'hourly');--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"author_id" integer NOT NULL,
	"price_type" "estimate_price_type" NOT NULL,
	"price_cents" integer,
	"min_cents" integer,
	"max_cents" integer,
	"hourly_rate_cents" integer,
	"estimated_hours" numeric(6, 2),
	"includes" text NOT NULL,
	"earliest_start" date NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_price_shape" CHECK (CASE "estimates"."price_type"
        WHEN 'fixed' THEN "estimates"."price_cents" IS NOT NULL AND "estimates"."price_cents" > 0
          AND num_nonnulls("estimates"."min_cents", "estimates"."max_cents", "estimates"."hourly_rate_cents", "estimates"."estimated_hours") = 0
        WHEN 'range' THEN "estimates"."min_cents" IS NOT NULL AND "estimates"."max_cents" IS NOT NULL
          AND "estimates"."min_cents" > 0 AND "estimates"."max_cents" > "estimates"."min_cents"
          AND num_nonnulls("estimates"."price_cents", "estimates"."hourly_rate_cents", "estimates"."estimated_hours") = 0
        WHEN 'hourly' THEN "estimates"."hourly_rate_cents" IS NOT NULL AND "estimates"."estimated_hours" IS NOT NULL
          AND "estimates"."hourly_rate_cents" > 0 AND "estimates"."estimated_hours" > 0
          AND num_nonnulls("estimates"."price_cents", "estimates"."min_cents", "estimates"."max_cents") = 0
        ELSE FALSE
      END)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "hired_company_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_quote_company_fk" FOREIGN KEY ("quote_id","company_id") REFERENCES "public"."quote_companies"("quote_id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_revision_idx" ON "estimates" USING btree ("quote_id","company_id","revision");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_hired_company_id_companies_id_fk" FOREIGN KEY ("hired_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_estimate_idx" ON "messages" USING btree ("estimate_id") WHERE "messages"."estimate_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_hired_completed" CHECK ("quotes"."hired_company_id" IS NULL OR ("quotes"."status" = 'completed' AND "quotes"."hired_at" IS NOT NULL));