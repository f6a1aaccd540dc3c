CREATE INDEX "companies_logo_object_idx" ON "companies" USING btree ("logo_object_id") WHERE "companies"."logo_object_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "company_images_object_idx" ON "company_images" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "messages_image_object_idx" ON "messages" USING btree ("image_object_id") WHERE "messages"."image_object_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_images_object_idx" ON "quote_images" USING btree ("object_id");