CREATE TYPE "public"."rating_source" AS ENUM('quote_request', 'invitation');--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sent_by" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"rating_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "review_invitations_note_length" CHECK (char_length("review_invitations"."note") <= 300)
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "source" "rating_source" DEFAULT 'quote_request' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_invitations_company_idx" ON "review_invitations" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_invitations_claimed_idx" ON "review_invitations" USING btree ("claimed_by","company_id");