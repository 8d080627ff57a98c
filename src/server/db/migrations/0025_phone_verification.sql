ALTER TABLE "beneficiaries" ADD COLUMN "phone_verified_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "phone_verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_verification_codes" ADD CONSTRAINT "phone_verification_codes_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verification_codes_beneficiary_id_created_at_idx" ON "phone_verification_codes" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_verification_codes_created_at_idx" ON "phone_verification_codes" USING btree ("created_at");--> statement-breakpoint
-- A proof is about one number: whichever path changes the number (the person's profile, a staff edit, an
-- import, a merge), the proof goes with it. Kept in the database so that no writer can forget it.
CREATE FUNCTION "clear_beneficiary_phone_verified_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.phone_verified_at := NULL;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "beneficiaries_phone_change_clears_verification" BEFORE UPDATE OF "phone_number" ON "beneficiaries"
	FOR EACH ROW WHEN (OLD.phone_number IS DISTINCT FROM NEW.phone_number)
	EXECUTE FUNCTION "clear_beneficiary_phone_verified_at"();
