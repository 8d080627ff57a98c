CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"from_organisation" text NOT NULL,
	"to_organisation" text NOT NULL,
	"service" text NOT NULL,
	"reason" text NOT NULL,
	"urgency" text NOT NULL,
	"due_on" date NOT NULL,
	"consent" text NOT NULL,
	"consent_recorded_by" text,
	"shared_fields" jsonb NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"decline_reason" text,
	"assigned_to" text,
	"outcome" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_from_organisation_organisations_code_fk" FOREIGN KEY ("from_organisation") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_to_organisation_organisations_code_fk" FOREIGN KEY ("to_organisation") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_consent_recorded_by_users_id_fk" FOREIGN KEY ("consent_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_to_idx" ON "referrals" USING btree ("to_organisation","created_at");--> statement-breakpoint
CREATE INDEX "referrals_from_idx" ON "referrals" USING btree ("from_organisation","created_at");--> statement-breakpoint
CREATE INDEX "referrals_beneficiary_idx" ON "referrals" USING btree ("beneficiary_id");