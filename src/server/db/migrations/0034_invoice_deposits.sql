ALTER TABLE "estimates" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "is_deposit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_invoice_fk" FOREIGN KEY ("deposit_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_deposit_invoice_idx" ON "invoices" USING btree ("deposit_invoice_id") WHERE "invoices"."deposit_invoice_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_deposit" CHECK (num_nonnulls("estimates"."deposit_cents", "estimates"."deposit_percent") <= 1
        AND coalesce("estimates"."deposit_cents", 1) > 0 AND coalesce("estimates"."deposit_percent", 1) BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_credit" CHECK (("invoices"."deposit_invoice_id" IS NULL) = ("invoices"."deposit_credit_cents" = 0) AND "invoices"."deposit_credit_cents" >= 0
        AND NOT ("invoices"."is_deposit" AND "invoices"."deposit_invoice_id" IS NOT NULL));