CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "companies_earth_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "mentioned_category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "location" "earth" GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED;--> statement-breakpoint
CREATE INDEX "companies_mentioned_categories_idx" ON "companies" USING gin ("mentioned_category_ids");--> statement-breakpoint
CREATE INDEX "companies_location_idx" ON "companies" USING gist ("location") WHERE "companies"."is_active";--> statement-breakpoint
CREATE INDEX "companies_category_location_idx" ON "companies" USING gist ("category_id","location") WHERE "companies"."is_active";--> statement-breakpoint
UPDATE "companies" c SET "mentioned_category_ids" = ARRAY(
  SELECT cat.id FROM categories cat
  WHERE cat.id <> c.category_id
    AND to_tsvector('english', c.name || ' ' || c.description)
        @@ websearch_to_tsquery('english', replace(cat.keywords, ' ', ' or '))
  ORDER BY cat.id);
