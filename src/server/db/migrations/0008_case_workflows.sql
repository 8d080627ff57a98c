CREATE SEQUENCE "public"."payment_batch_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "message_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience_type" text NOT NULL,
	"audience_ref" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"sender_user_id" text,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_case_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"project_id" uuid NOT NULL,
	"amount_each" integer NOT NULL,
	"payment_method" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"description" text,
	"status" text DEFAULT 'awaiting_approval' NOT NULL,
	"provider" text,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"created_by" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"disbursed_by" text,
	"disbursed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_batches_maker_checker" CHECK ("payment_batches"."decided_by" is null or "payment_batches"."created_by" is null or "payment_batches"."decided_by" <> "payment_batches"."created_by")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"actor_user_id" text,
	"detail" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiary_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tab" text NOT NULL,
	"read_at" timestamp with time zone,
	"email_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_cases" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "safeguarding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_applications" ADD COLUMN "enrolled_project_id" uuid;--> statement-breakpoint
ALTER TABLE "beneficiary_documents" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "beneficiary_messages" ADD COLUMN "broadcast_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "provider_request_id" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "provider_conversation_id" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "payee_account" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "last_status_query_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "status_queries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_cases" ADD COLUMN "priority" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_cases" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_cases" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_case_notes" ADD CONSTRAINT "feedback_case_notes_case_id_feedback_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."feedback_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_case_notes" ADD CONSTRAINT "feedback_case_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_disbursed_by_users_id_fk" FOREIGN KEY ("disbursed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payment_records_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_notifications" ADD CONSTRAINT "beneficiary_notifications_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_broadcasts_created_idx" ON "message_broadcasts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_case_notes_case_idx" ON "feedback_case_notes" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_batches_reference_key" ON "payment_batches" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_batches_status_idx" ON "payment_batches" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_batches_project_idx" ON "payment_batches" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "beneficiary_notifications_person_idx" ON "beneficiary_notifications" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_enrolled_project_id_projects_id_fk" FOREIGN KEY ("enrolled_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_documents" ADD CONSTRAINT "beneficiary_documents_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_messages" ADD CONSTRAINT "beneficiary_messages_broadcast_id_message_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."message_broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_merged_into_idx" ON "beneficiaries" USING btree ("merged_into_id") WHERE "beneficiaries"."merged_into_id" is not null;--> statement-breakpoint
CREATE INDEX "program_applications_queue_idx" ON "program_applications" USING btree ("status","priority_score");--> statement-breakpoint
CREATE INDEX "beneficiary_documents_queue_idx" ON "beneficiary_documents" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE INDEX "beneficiary_documents_expiry_idx" ON "beneficiary_documents" USING btree ("expiry_date") WHERE "beneficiary_documents"."status" <> 'expired';--> statement-breakpoint
CREATE INDEX "beneficiary_messages_staff_unread_idx" ON "beneficiary_messages" USING btree ("created_at") WHERE "beneficiary_messages"."direction" = 'from_beneficiary' and "beneficiary_messages"."read_status" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_batch_person_key" ON "payment_records" USING btree ("batch_id","beneficiary_id") WHERE "payment_records"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_provider_request_key" ON "payment_records" USING btree ("provider_request_id");--> statement-breakpoint
CREATE INDEX "payment_records_processing_idx" ON "payment_records" USING btree ("submitted_at") WHERE "payment_records"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "feedback_cases_due_idx" ON "feedback_cases" USING btree ("due_at");--> statement-breakpoint
-- Issue 7's case statuses: received becomes new, in_review becomes in_progress; cases already filed get a priority and a due date by the same rule as new ones (domain/feedback.ts).
UPDATE "feedback_cases" SET "status" = 'new' WHERE "status" = 'received';--> statement-breakpoint
UPDATE "feedback_cases" SET "status" = 'in_progress' WHERE "status" = 'in_review';--> statement-breakpoint
UPDATE "feedback_cases" SET
  "priority" = CASE
    WHEN "category" IN ('sexual_exploitation_abuse', 'safety_security') THEN 'urgent'
    WHEN "sensitive" THEN 'high'
    WHEN "kind" = 'complaint' THEN 'medium'
    ELSE 'low' END,
  "due_at" = "created_at" + CASE
    WHEN "category" IN ('sexual_exploitation_abuse', 'safety_security') THEN interval '1 day'
    WHEN "sensitive" THEN interval '3 days'
    WHEN "kind" = 'complaint' THEN interval '7 days'
    ELSE interval '14 days' END
WHERE "due_at" IS NULL;
