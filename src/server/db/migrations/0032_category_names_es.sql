ALTER TABLE "categories" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "name_es" text;