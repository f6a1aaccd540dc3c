ALTER TABLE "messages" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_companies" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing entries are numbered in the order the conversation shows them.
UPDATE "messages" m SET "seq" = n.seq
FROM (SELECT id, row_number() OVER (PARTITION BY quote_id, company_id ORDER BY created_at, id) AS seq
      FROM "messages") n
WHERE m.id = n.id;--> statement-breakpoint
UPDATE "quote_companies" qc SET "last_seq" = s.last_seq
FROM (SELECT quote_id, company_id, max(seq) AS last_seq FROM "messages" GROUP BY quote_id, company_id) s
WHERE qc.quote_id = s.quote_id AND qc.company_id = s.company_id;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("quote_id","company_id","seq");--> statement-breakpoint
-- Every entry written from now on takes the conversation's next number, whoever writes it (the
-- services, the demo seed): raising the counter locks the conversation's row until commit, so
-- numbers follow the commit order and realtime events of one conversation arrive in seq order.
-- Without a conversation row nothing is numbered and the foreign key refuses the entry, as before.
CREATE FUNCTION "messages_assign_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE next_seq integer;
BEGIN
  UPDATE "quote_companies" SET "last_seq" = "last_seq" + 1
  WHERE "quote_id" = NEW."quote_id" AND "company_id" = NEW."company_id"
  RETURNING "last_seq" INTO next_seq;
  IF FOUND THEN NEW."seq" := next_seq; END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "messages_seq" BEFORE INSERT ON "messages"
FOR EACH ROW EXECUTE FUNCTION "messages_assign_seq"();
