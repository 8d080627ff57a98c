CREATE TABLE "application_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"formula_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"breakdown" jsonb,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_application_documents" (
	"application_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_application_documents_application_id_document_id_pk" PRIMARY KEY("application_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "programme_formulas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" text NOT NULL,
	"version" integer NOT NULL,
	"formula" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_declared_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"birth_year" integer,
	"gender" text,
	"reconciliation" text DEFAULT 'pending' NOT NULL,
	"matched_beneficiary_id" uuid,
	"reconciled_by" text,
	"reconciled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"relationship" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"camp" text,
	"block" text,
	"head_beneficiary_id" uuid,
	"size" integer,
	"monthly_income" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programmes" ALTER COLUMN "type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "programme_design" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "formula_id" uuid;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "score_breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "eligibility" jsonb;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "eligible" boolean;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "selected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "selected_by" text;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "opens_on" date;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "closes_on" date;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "places" integer;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "quotas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "one_place_per_household" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "required_document_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "eligibility_rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "current_formula_id" uuid;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_scores" ADD CONSTRAINT "application_scores_application_id_program_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."program_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scores" ADD CONSTRAINT "application_scores_formula_id_programme_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."programme_formulas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_application_documents" ADD CONSTRAINT "program_application_documents_application_id_program_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."program_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_application_documents" ADD CONSTRAINT "program_application_documents_document_id_beneficiary_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."beneficiary_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_formulas" ADD CONSTRAINT "programme_formulas_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_formulas" ADD CONSTRAINT "programme_formulas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_declared_members" ADD CONSTRAINT "household_declared_members_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_declared_members" ADD CONSTRAINT "household_declared_members_matched_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("matched_beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_declared_members" ADD CONSTRAINT "household_declared_members_reconciled_by_users_id_fk" FOREIGN KEY ("reconciled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_head_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("head_beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_scores_application_idx" ON "application_scores" USING btree ("application_id","scored_at");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_formulas_version_key" ON "programme_formulas" USING btree ("programme_id","version");--> statement-breakpoint
CREATE INDEX "household_declared_members_beneficiary_idx" ON "household_declared_members" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_current_key" ON "household_members" USING btree ("beneficiary_id") WHERE "household_members"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "households_reference_key" ON "households" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_formula_id_programme_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."programme_formulas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_selected_by_users_id_fk" FOREIGN KEY ("selected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_current_formula_id_programme_formulas_id_fk" FOREIGN KEY ("current_formula_id") REFERENCES "public"."programme_formulas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_applications_programme_rank_idx" ON "program_applications" USING btree ("program_id","status","priority_score");--> statement-breakpoint
CREATE INDEX "programmes_status_idx" ON "programmes" USING btree ("status","position");--> statement-breakpoint
-- Programmes designed before this release keep offering what they offered: open, with their kind from their type.
UPDATE "programmes" SET "status" = 'open', "kind" = CASE "type"
  WHEN 'cash_transfer' THEN 'cash_transfer'
  WHEN 'skills_training' THEN 'skills_training'
  WHEN 'business_support' THEN 'business_grant'
  ELSE 'other' END;--> statement-breakpoint
ALTER TABLE "programmes" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
-- Each ranks by the spec's priority score (section 9), as its first formula version.
INSERT INTO "programme_formulas" ("programme_id", "version", "formula")
SELECT "id", 1, '{"maxScore":100,"criteria":[{"field":"household_income","weight":1,"bands":[{"op":"eq","value":0,"points":30},{"op":"lt","value":5000,"points":25},{"op":"lt","value":10000,"points":20},{"op":"lt","value":20000,"points":10}]},{"field":"household_size","weight":1,"bands":[{"op":"gt","value":6,"points":20},{"op":"gt","value":4,"points":15},{"op":"gt","value":2,"points":10}]},{"field":"employment_status","weight":1,"bands":[{"op":"in","values":["unemployed"],"points":20},{"op":"in","values":["employed_part_time"],"points":10}]},{"field":"previous_assistance","weight":1,"bands":[{"op":"in","values":["no"],"points":10}]}]}'::jsonb FROM "programmes";--> statement-breakpoint
UPDATE "programmes" p SET "current_formula_id" = f."id"
FROM "programme_formulas" f WHERE f."programme_id" = p."id" AND f."version" = 1;--> statement-breakpoint
-- The skills programme's "age 18-35" becomes a rule the reviewer sees (advisory, as it was).
UPDATE "programmes" SET "eligibility_rules" = '[{"kind":"age","hard":false,"min":18,"max":35}]'::jsonb
WHERE "id" = 'skills-training' AND "eligibility_rules" = '[]'::jsonb;--> statement-breakpoint
-- Scores already given stay as they are, recorded against that first formula.
UPDATE "program_applications" a SET "formula_id" = p."current_formula_id"
FROM "programmes" p WHERE p."id" = a."program_id" AND a."priority_score" IS NOT NULL;--> statement-breakpoint
INSERT INTO "application_scores" ("application_id", "formula_id", "score", "scored_at")
SELECT "id", "formula_id", "priority_score", coalesce("application_date", "created_at")
FROM "program_applications" WHERE "formula_id" IS NOT NULL;--> statement-breakpoint
-- Households from the registry's household ids: one per id, every person carrying it a member.
INSERT INTO "households" ("reference", "camp", "block", "size", "monthly_income")
SELECT "household_id",
  (array_agg("location_camp" ORDER BY "created_at"))[1],
  (array_agg("location_block" ORDER BY "created_at"))[1],
  max("household_size"),
  max("monthly_income")
FROM "beneficiaries"
WHERE "household_id" IS NOT NULL AND btrim("household_id") <> '' AND "merged_into_id" IS NULL
GROUP BY "household_id";--> statement-breakpoint
INSERT INTO "household_members" ("household_id", "beneficiary_id")
SELECT h."id", b."id" FROM "beneficiaries" b JOIN "households" h ON h."reference" = b."household_id"
WHERE b."merged_into_id" IS NULL;
