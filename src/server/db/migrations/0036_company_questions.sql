ALTER TYPE "public"."audit_target" ADD VALUE 'question' BEFORE 'blocked_word';--> statement-breakpoint
ALTER TYPE "public"."audit_target" ADD VALUE 'answer' BEFORE 'blocked_word';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'question';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'question_answer';--> statement-breakpoint
ALTER TYPE "public"."report_target" ADD VALUE 'question';--> statement-breakpoint
ALTER TYPE "public"."report_target" ADD VALUE 'answer';--> statement-breakpoint
CREATE TABLE "company_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"asker_id" integer NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"answer" text,
	"answer_author_id" integer,
	"answered_at" timestamp with time zone,
	"answer_updated_at" timestamp with time zone,
	"answer_hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_questions_body_length" CHECK (char_length("company_questions"."body") BETWEEN 1 AND 500),
	CONSTRAINT "company_questions_answer" CHECK (("company_questions"."answer" IS NULL) = ("company_questions"."answered_at" IS NULL)
        AND ("company_questions"."answer" IS NULL) = ("company_questions"."answer_updated_at" IS NULL)
        AND char_length("company_questions"."answer") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "company_questions" ADD CONSTRAINT "company_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_questions" ADD CONSTRAINT "company_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_questions" ADD CONSTRAINT "company_questions_answer_author_id_users_id_fk" FOREIGN KEY ("answer_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_questions_company_idx" ON "company_questions" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_questions_asker_idx" ON "company_questions" USING btree ("asker_id","created_at");