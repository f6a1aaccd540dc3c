CREATE TABLE "search_vocabulary" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
DROP INDEX "companies_category_rating_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "companies_earth_idx" ON "companies" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "companies_active_rating_idx" ON "companies" USING btree ("is_active","average_rating" DESC NULLS LAST,"ratings_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_category_top_rated_idx" ON "companies" USING btree ("category_id","average_rating" DESC NULLS LAST,"ratings_count" DESC NULLS LAST,"id") WHERE "companies"."is_active";--> statement-breakpoint
CREATE INDEX "companies_category_most_reviewed_idx" ON "companies" USING btree ("category_id","ratings_count" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"id") WHERE "companies"."is_active";--> statement-breakpoint
CREATE INDEX "companies_category_favorites_idx" ON "companies" USING btree ("category_id","favorites_count" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"id") WHERE "companies"."is_active";