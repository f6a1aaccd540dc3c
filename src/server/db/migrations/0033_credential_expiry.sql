ALTER TYPE "public"."notification_kind" ADD VALUE 'credential';--> statement-breakpoint
ALTER TABLE "business_credentials" ADD COLUMN "reminded_days" integer;--> statement-breakpoint
ALTER TABLE "business_credentials" ADD COLUMN "renews_id" integer;--> statement-breakpoint
ALTER TABLE "business_credentials" ADD CONSTRAINT "business_credentials_renews_id_business_credentials_id_fk" FOREIGN KEY ("renews_id") REFERENCES "public"."business_credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_credentials_expiry_idx" ON "business_credentials" USING btree ("expires_on") WHERE "business_credentials"."status" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "business_credentials_one_renewal" ON "business_credentials" USING btree ("renews_id") WHERE "business_credentials"."status" IN ('pending', 'verified');