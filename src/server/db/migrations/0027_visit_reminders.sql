CREATE TABLE "visit_reminders" (
	"visit_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_reminders_visit_id_sequence_kind_pk" PRIMARY KEY("visit_id","sequence","kind")
);
--> statement-breakpoint
ALTER TABLE "visit_reminders" ADD CONSTRAINT "visit_reminders_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;