CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"progres_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"alternative_phone" text,
	"gender" text,
	"date_of_birth" date,
	"nationality" text,
	"location_camp" text,
	"location_block" text,
	"location_urban_area" text,
	"education_level" text,
	"employment_status" text,
	"household_size" integer DEFAULT 1 NOT NULL,
	"monthly_income" integer DEFAULT 0 NOT NULL,
	"bank_account_number" text,
	"mobile_money_number" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"household_id" text,
	"vulnerability_score" numeric(3, 1),
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"program_id" text NOT NULL,
	"program_type" text NOT NULL,
	"status" text NOT NULL,
	"application_data" jsonb NOT NULL,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"priority_score" integer,
	"application_date" timestamp with time zone,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"reviewer_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiary_businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sector" text,
	"location" text,
	"start_date" date,
	"status" text DEFAULT 'startup' NOT NULL,
	"employees" integer DEFAULT 0 NOT NULL,
	"monthly_revenue" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiary_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"sha256" text NOT NULL,
	"expiry_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"verification_notes" text,
	"verification_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiary_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"read_status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_program_id_programmes_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_businesses" ADD CONSTRAINT "beneficiary_businesses_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_documents" ADD CONSTRAINT "beneficiary_documents_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_messages" ADD CONSTRAINT "beneficiary_messages_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_user_id_key" ON "beneficiaries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_progres_id_key" ON "beneficiaries" USING btree ("progres_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_status_idx" ON "beneficiaries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "program_applications_beneficiary_idx" ON "program_applications" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "beneficiary_businesses_beneficiary_idx" ON "beneficiary_businesses" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "beneficiary_documents_beneficiary_idx" ON "beneficiary_documents" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "beneficiary_messages_beneficiary_idx" ON "beneficiary_messages" USING btree ("beneficiary_id","read_status","created_at");--> statement-breakpoint
CREATE INDEX "payment_records_beneficiary_idx" ON "payment_records" USING btree ("beneficiary_id","created_at");