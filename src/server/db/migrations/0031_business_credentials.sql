CREATE TYPE "public"."credential_kind" AS ENUM('licence', 'insurance');--> statement-breakpoint
CREATE TYPE "public"."credential_status" AS ENUM('pending', 'verified', 'rejected', 'expired');--> statement-breakpoint
ALTER TYPE "public"."audit_target" ADD VALUE 'credential';--> statement-breakpoint
CREATE TABLE "business_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" "credential_kind" NOT NULL,
	"trade" text,
	"issuing_state" text,
	"licence_number" text,
	"insurer" text,
	"policy_type" text,
	"coverage_cents" bigint,
	"expires_on" date NOT NULL,
	"document_object_id" integer NOT NULL,
	"status" "credential_status" DEFAULT 'pending' NOT NULL,
	"verified_on" date,
	"verified_how" text,
	"rejected_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_credentials_fields" CHECK (CASE "business_credentials"."kind"
        WHEN 'licence' THEN "business_credentials"."trade" IS NOT NULL AND "business_credentials"."issuing_state" IS NOT NULL AND "business_credentials"."licence_number" IS NOT NULL
          AND "business_credentials"."insurer" IS NULL AND "business_credentials"."policy_type" IS NULL AND "business_credentials"."coverage_cents" IS NULL
        ELSE "business_credentials"."insurer" IS NOT NULL AND "business_credentials"."policy_type" IS NOT NULL AND "business_credentials"."coverage_cents" > 0
          AND "business_credentials"."trade" IS NULL AND "business_credentials"."issuing_state" IS NULL AND "business_credentials"."licence_number" IS NULL END),
	CONSTRAINT "business_credentials_verified" CHECK (("business_credentials"."status" IN ('verified', 'expired')) = ("business_credentials"."verified_on" IS NOT NULL AND "business_credentials"."verified_how" IS NOT NULL)),
	CONSTRAINT "business_credentials_rejected" CHECK (("business_credentials"."status" = 'rejected') = ("business_credentials"."rejected_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "business_credentials" ADD CONSTRAINT "business_credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_credentials" ADD CONSTRAINT "business_credentials_document_object_id_stored_objects_id_fk" FOREIGN KEY ("document_object_id") REFERENCES "public"."stored_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_credentials" ADD CONSTRAINT "business_credentials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_credentials_company_idx" ON "business_credentials" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "business_credentials_queue_idx" ON "business_credentials" USING btree ("created_at","id") WHERE "business_credentials"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "business_credentials_badges_idx" ON "business_credentials" USING btree ("company_id","kind","expires_on") WHERE "business_credentials"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "business_credentials_document_idx" ON "business_credentials" USING btree ("document_object_id");