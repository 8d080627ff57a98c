CREATE TABLE "beneficiary_dedup_keys" (
	"key" text NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	CONSTRAINT "beneficiary_dedup_keys_key_beneficiary_id_pk" PRIMARY KEY("key","beneficiary_id")
);
--> statement-breakpoint
DROP INDEX "beneficiaries_dedup_keys_idx";--> statement-breakpoint
ALTER TABLE "beneficiary_dedup_keys" ADD CONSTRAINT "beneficiary_dedup_keys_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiary_dedup_keys_person_idx" ON "beneficiary_dedup_keys" USING btree ("beneficiary_id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): beneficiary_dedup_keys holds the blocking keys of
-- every person who can be a duplicate candidate, that is everyone but inactive people (merged records among
-- them). Kept here, in the database, so that every path that writes keys or changes a status keeps it true.
CREATE FUNCTION "sync_beneficiary_dedup_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		DELETE FROM beneficiary_dedup_keys WHERE beneficiary_id = NEW.id;
	END IF;
	IF NEW.status <> 'inactive' THEN
		INSERT INTO beneficiary_dedup_keys (key, beneficiary_id)
		SELECT DISTINCT key, NEW.id FROM unnest(NEW.dedup_keys) AS key;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- The WHEN conditions keep the function out of the way of writes that change neither (an import's inserts
-- carry no keys yet; the registry's edits mostly touch other columns).
CREATE TRIGGER "beneficiaries_dedup_keys_on_insert" AFTER INSERT ON "beneficiaries"
	FOR EACH ROW WHEN (cardinality(NEW.dedup_keys) > 0) EXECUTE FUNCTION "sync_beneficiary_dedup_keys"();--> statement-breakpoint
CREATE TRIGGER "beneficiaries_dedup_keys_on_update" AFTER UPDATE OF "dedup_keys", "status" ON "beneficiaries"
	FOR EACH ROW WHEN (OLD.dedup_keys IS DISTINCT FROM NEW.dedup_keys OR (OLD.status = 'inactive') <> (NEW.status = 'inactive'))
	EXECUTE FUNCTION "sync_beneficiary_dedup_keys"();--> statement-breakpoint
INSERT INTO "beneficiary_dedup_keys" ("key", "beneficiary_id")
	SELECT DISTINCT key, b.id FROM "beneficiaries" b, unnest(b.dedup_keys) AS key WHERE b.status <> 'inactive';
