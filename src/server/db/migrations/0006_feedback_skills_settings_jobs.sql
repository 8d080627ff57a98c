CREATE SEQUENCE "public"."feedback_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "feedback_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"contact_channel" text NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"assigned_to" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"beneficiary_id" uuid,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiary_preferences" (
	"beneficiary_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"notify_by_email" boolean DEFAULT true NOT NULL,
	"notify_by_sms" boolean DEFAULT false NOT NULL,
	"notify_application_updates" boolean DEFAULT true NOT NULL,
	"notify_payment_updates" boolean DEFAULT true NOT NULL,
	"notify_job_opportunities" boolean DEFAULT true NOT NULL,
	"discoverable_by_employers" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_assessments" (
	"beneficiary_id" uuid PRIMARY KEY NOT NULL,
	"skill_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" text NOT NULL,
	"company_name" text NOT NULL,
	"description" text NOT NULL,
	"industry" text NOT NULL,
	"company_size" text NOT NULL,
	"website" text,
	"contact_person" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text NOT NULL,
	"location_county" text NOT NULL,
	"location_subcounty" text NOT NULL,
	"registration_number" text,
	"tax_pin" text,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"verification_reason" text,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"event" text NOT NULL,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"cover_letter" text NOT NULL,
	"cv_document_id" uuid,
	"applicant_name" text NOT NULL,
	"applicant_email" text,
	"applicant_phone" text,
	"applicant_location" text,
	"applicant_education" text,
	"applicant_experience_years" integer DEFAULT 0 NOT NULL,
	"applicant_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" smallint,
	"rejection_reason" text,
	"interview_at" timestamp with time zone,
	"interview_location" text,
	"hired_start_date" date,
	"invitation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text,
	"location" text NOT NULL,
	"employment_type" text NOT NULL,
	"salary_min" integer DEFAULT 0 NOT NULL,
	"salary_max" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'KES' NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"education_requirements" text,
	"application_deadline" date NOT NULL,
	"positions_available" integer DEFAULT 1 NOT NULL,
	"required_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"posted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"views_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiary_documents" ADD COLUMN "uploaded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "beneficiary_documents" SET "uploaded_at" = "created_at";--> statement-breakpoint
ALTER TABLE "feedback_cases" ADD CONSTRAINT "feedback_cases_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_cases" ADD CONSTRAINT "feedback_cases_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_case_id_feedback_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."feedback_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_preferences" ADD CONSTRAINT "beneficiary_preferences_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessments" ADD CONSTRAINT "skill_assessments_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_document_id_beneficiary_documents_id_fk" FOREIGN KEY ("cv_document_id") REFERENCES "public"."beneficiary_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_cases_reference_key" ON "feedback_cases" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "feedback_cases_beneficiary_idx" ON "feedback_cases" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_cases_status_idx" ON "feedback_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_replies_case_idx" ON "feedback_replies" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "account_deletion_requests_status_idx" ON "account_deletion_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_one_pending_idx" ON "account_deletion_requests" USING btree ("beneficiary_id") WHERE "account_deletion_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "companies_owner_user_id_key" ON "companies" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "companies_verification_status_idx" ON "companies" USING btree ("verification_status","created_at");--> statement-breakpoint
CREATE INDEX "job_application_events_application_idx" ON "job_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "job_application_notes_application_idx" ON "job_application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_beneficiary_key" ON "job_applications" USING btree ("job_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "job_applications_job_status_idx" ON "job_applications" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "job_applications_beneficiary_idx" ON "job_applications" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_invitations_job_beneficiary_key" ON "job_invitations" USING btree ("job_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "job_invitations_beneficiary_idx" ON "job_invitations" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "job_postings_company_idx" ON "job_postings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "job_postings_status_deadline_idx" ON "job_postings" USING btree ("status","application_deadline");