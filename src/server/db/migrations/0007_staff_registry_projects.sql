CREATE TABLE "activity_attendance" (
	"activity_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"present" boolean NOT NULL,
	"recorded_by_user_id" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_attendance_activity_id_beneficiary_id_pk" PRIMARY KEY("activity_id","beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "project_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"activity_date" date NOT NULL,
	"start_time" text,
	"place" text NOT NULL,
	"description" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawal_reason" text,
	"enrolled_by_user_id" text
);
--> statement-breakpoint
CREATE TABLE "project_expenditures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"spent_on" date NOT NULL,
	"recorded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"partner" text NOT NULL,
	"type" text NOT NULL,
	"location" text NOT NULL,
	"programme_id" text,
	"target_beneficiaries" integer NOT NULL,
	"budget" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_a_id" uuid NOT NULL,
	"beneficiary_b_id" uuid NOT NULL,
	"risk_score" numeric(4, 3) NOT NULL,
	"matching_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolution" text,
	"assigned_to_user_id" text,
	"resolved_by_user_id" text,
	"resolution_notes" text,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "duplicate_alerts_pair_order" CHECK ("duplicate_alerts"."beneficiary_a_id" < "duplicate_alerts"."beneficiary_b_id")
);
--> statement-breakpoint
CREATE TABLE "duplicate_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"alerts_created" integer DEFAULT 0 NOT NULL,
	"started_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_notification_reads" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"record_key" text,
	"column" text,
	"message_key" text NOT NULL,
	"params" jsonb
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"record_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"imported" boolean DEFAULT false NOT NULL,
	CONSTRAINT "import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"mode" text DEFAULT 'create' NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_size" bigint NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total_records" integer DEFAULT 0 NOT NULL,
	"valid_records" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"imported_records" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"failure_params" jsonb,
	"duplicate_check_status" text,
	"alerts_created" integer DEFAULT 0 NOT NULL,
	"duplicate_checks_pending" integer DEFAULT 0 NOT NULL,
	"uploaded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone,
	"committed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"kept_id" uuid NOT NULL,
	"merged_id" uuid NOT NULL,
	"moved_rows" jsonb NOT NULL,
	"moved_user_id" text,
	"merged_previous_status" text NOT NULL,
	"merged_by_user_id" text,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_by_user_id" text,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "location_area" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "duplicate_risk" numeric(4, 3);--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "dedup_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
ALTER TABLE "activity_attendance" ADD CONSTRAINT "activity_attendance_activity_id_project_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."project_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendance" ADD CONSTRAINT "activity_attendance_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendance" ADD CONSTRAINT "activity_attendance_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_enrolments" ADD CONSTRAINT "project_enrolments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_enrolments" ADD CONSTRAINT "project_enrolments_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_enrolments" ADD CONSTRAINT "project_enrolments_enrolled_by_user_id_users_id_fk" FOREIGN KEY ("enrolled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenditures" ADD CONSTRAINT "project_expenditures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenditures" ADD CONSTRAINT "project_expenditures_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_alerts" ADD CONSTRAINT "duplicate_alerts_beneficiary_a_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_a_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_alerts" ADD CONSTRAINT "duplicate_alerts_beneficiary_b_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_b_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_alerts" ADD CONSTRAINT "duplicate_alerts_assigned_to_user_id_users_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_alerts" ADD CONSTRAINT "duplicate_alerts_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_scans" ADD CONSTRAINT "duplicate_scans_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notification_reads" ADD CONSTRAINT "staff_notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_errors" ADD CONSTRAINT "import_errors_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_merges" ADD CONSTRAINT "duplicate_merges_alert_id_duplicate_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."duplicate_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_merges" ADD CONSTRAINT "duplicate_merges_kept_id_beneficiaries_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_merges" ADD CONSTRAINT "duplicate_merges_merged_id_beneficiaries_id_fk" FOREIGN KEY ("merged_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_merges" ADD CONSTRAINT "duplicate_merges_merged_by_user_id_users_id_fk" FOREIGN KEY ("merged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_merges" ADD CONSTRAINT "duplicate_merges_reversed_by_user_id_users_id_fk" FOREIGN KEY ("reversed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_attendance_beneficiary_idx" ON "activity_attendance" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "project_activities_project_idx" ON "project_activities" USING btree ("project_id","activity_date");--> statement-breakpoint
CREATE UNIQUE INDEX "project_enrolments_person_key" ON "project_enrolments" USING btree ("project_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "project_enrolments_beneficiary_idx" ON "project_enrolments" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "project_enrolments_completed_idx" ON "project_enrolments" USING btree ("completed_at") WHERE "project_enrolments"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "project_expenditures_project_idx" ON "project_expenditures" USING btree ("project_id","spent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_key" ON "projects" USING btree ("code");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_alerts_pair_key" ON "duplicate_alerts" USING btree ("beneficiary_a_id","beneficiary_b_id");--> statement-breakpoint
CREATE INDEX "duplicate_alerts_b_idx" ON "duplicate_alerts" USING btree ("beneficiary_b_id");--> statement-breakpoint
CREATE INDEX "duplicate_alerts_status_idx" ON "duplicate_alerts" USING btree ("status","detected_at");--> statement-breakpoint
CREATE INDEX "background_jobs_claim_idx" ON "background_jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_singleton_key" ON "background_jobs" USING btree ("singleton_key") WHERE "background_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "import_errors_import_idx" ON "import_errors" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "import_rows_pending_idx" ON "import_rows" USING btree ("import_id","row_number") WHERE "import_rows"."imported" = false;--> statement-breakpoint
CREATE INDEX "import_rows_imported_key_idx" ON "import_rows" USING btree ("record_key") WHERE "import_rows"."imported" = true;--> statement-breakpoint
CREATE INDEX "imports_created_idx" ON "imports" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "duplicate_merges_alert_idx" ON "duplicate_merges" USING btree ("alert_id","merged_at");--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_merged_into_id_beneficiaries_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."beneficiaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "beneficiaries_status_created_idx" ON "beneficiaries" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "beneficiaries_created_idx" ON "beneficiaries" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "beneficiaries_progres_prefix_idx" ON "beneficiaries" USING btree ("progres_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "beneficiaries_phone_prefix_idx" ON "beneficiaries" USING btree ("phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "beneficiaries_name_trgm_idx" ON "beneficiaries" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beneficiaries_location_idx" ON "beneficiaries" USING btree ("location_camp","location_area");--> statement-breakpoint
CREATE INDEX "beneficiaries_household_idx" ON "beneficiaries" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_vulnerability_idx" ON "beneficiaries" USING btree ("vulnerability_score");--> statement-breakpoint
CREATE INDEX "beneficiaries_dedup_keys_idx" ON "beneficiaries" USING gin ("dedup_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "beneficiaries_duplicate_risk_idx" ON "beneficiaries" USING btree ("duplicate_risk") WHERE "beneficiaries"."duplicate_risk" is not null;