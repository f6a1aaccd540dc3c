CREATE TYPE "public"."dispute_status" AS ENUM('open', 'won', 'lost');--> statement-breakpoint
ALTER TYPE "public"."invoice_status" ADD VALUE 'disputed';--> statement-breakpoint
CREATE TABLE "company_payment_accounts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"flags_as_of" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_payment_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"provider_session_id" text NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_checkouts_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "invoice_checkouts_amounts" CHECK ("invoice_checkouts"."amount_cents" > 0 AND "invoice_checkouts"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_disputes" (
	"provider_dispute_id" text PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" "dispute_status" NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "invoice_disputes_amount" CHECK ("invoice_disputes"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
DROP INDEX "payment_ledger_provider_event_idx";--> statement-breakpoint
ALTER TABLE "company_payment_accounts" ADD CONSTRAINT "company_payment_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_checkouts" ADD CONSTRAINT "invoice_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_checkouts_invoice_idx" ON "invoice_checkouts" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_disputes_invoice_idx" ON "invoice_disputes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_disputes_open_idx" ON "invoice_disputes" USING btree ("opened_at") WHERE "invoice_disputes"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_provider_payment_idx" ON "payment_ledger" USING btree ("provider","provider_payment_id","kind") WHERE "payment_ledger"."provider_payment_id" IS NOT NULL AND "payment_ledger"."kind" IN ('payment', 'fee');