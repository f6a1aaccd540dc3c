CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'sent', 'partly_paid', 'paid', 'void', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('payment', 'refund', 'fee', 'payout');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('cash', 'check', 'bank_transfer', 'other', 'card');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(8, 2) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_quantity" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_unit_price" CHECK ("invoice_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payment_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ledger_entry_id" bigint,
	CONSTRAINT "invoice_payment_claims_amount" CHECK ("invoice_payment_claims"."amount_cents" > 0),
	CONSTRAINT "invoice_payment_claims_confirmed" CHECK (("invoice_payment_claims"."confirmed_at" IS NULL) = ("invoice_payment_claims"."ledger_entry_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"estimate_id" integer,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"due_date" date,
	"sent_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_id_currency_key" UNIQUE("id","currency"),
	CONSTRAINT "invoices_currency" CHECK ("invoices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "invoices_tax_rate" CHECK ("invoices"."tax_rate_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "invoices_discount" CHECK ("invoices"."discount_cents" >= 0),
	CONSTRAINT "invoices_sent" CHECK ("invoices"."status" = 'draft' OR "invoices"."sent_at" IS NOT NULL OR "invoices"."status" = 'void'),
	CONSTRAINT "invoices_void" CHECK (("invoices"."status" = 'void') = ("invoices"."voided_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer,
	"kind" "ledger_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"method" "payment_method" NOT NULL,
	"provider" text,
	"provider_payment_id" text,
	"provider_event_id" text,
	"reference" text DEFAULT '' NOT NULL,
	"received_on" date NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_amount" CHECK ("payment_ledger"."amount_cents" > 0),
	CONSTRAINT "payment_ledger_currency" CHECK ("payment_ledger"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_ledger_invoice" CHECK ("payment_ledger"."kind" NOT IN ('payment', 'refund') OR "payment_ledger"."invoice_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_claims" ADD CONSTRAINT "invoice_payment_claims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_claims" ADD CONSTRAINT "invoice_payment_claims_ledger_entry_id_payment_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."payment_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_company_fk" FOREIGN KEY ("quote_id","company_id") REFERENCES "public"."quote_companies"("quote_id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_invoice_currency_fk" FOREIGN KEY ("invoice_id","currency") REFERENCES "public"."invoices"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payment_claims_open_idx" ON "invoice_payment_claims" USING btree ("invoice_id") WHERE "invoice_payment_claims"."confirmed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("company_id","year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_quote_idx" ON "invoices" USING btree ("quote_id","company_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_invoice_idx" ON "payment_ledger" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_company_idx" ON "payment_ledger" USING btree ("company_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_provider_event_idx" ON "payment_ledger" USING btree ("provider","provider_event_id") WHERE "payment_ledger"."provider_event_id" IS NOT NULL;--> statement-breakpoint
-- Hand-written: the ledger is append-only. A row is never updated or deleted; a correction is a
-- new row (a refund). Drizzle cannot model a trigger.
CREATE FUNCTION payment_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_ledger is append-only: % refused', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER payment_ledger_append_only BEFORE UPDATE OR DELETE ON "payment_ledger"
  FOR EACH ROW EXECUTE FUNCTION payment_ledger_append_only();
