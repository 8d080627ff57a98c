CREATE TABLE "follow_up_plans" (
	"programme_id" text PRIMARY KEY NOT NULL,
	"questions" jsonb NOT NULL,
	"self_report" boolean DEFAULT false NOT NULL,
	"graduation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" text NOT NULL,
	"months_after" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"camp" text,
	"officer_id" text,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"answers" jsonb,
	"recorded_via" text,
	"recorded_by" text,
	"recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_up_plans" ADD CONSTRAINT "follow_up_plans_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_plans" ADD CONSTRAINT "follow_up_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_rounds" ADD CONSTRAINT "follow_up_rounds_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_rounds" ADD CONSTRAINT "follow_up_rounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_visits" ADD CONSTRAINT "follow_up_visits_round_id_follow_up_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."follow_up_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_visits" ADD CONSTRAINT "follow_up_visits_application_id_program_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."program_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_visits" ADD CONSTRAINT "follow_up_visits_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_visits" ADD CONSTRAINT "follow_up_visits_officer_id_users_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_visits" ADD CONSTRAINT "follow_up_visits_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_rounds_programme_months_key" ON "follow_up_rounds" USING btree ("programme_id","months_after");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_visits_round_person_key" ON "follow_up_visits" USING btree ("round_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "follow_up_visits_beneficiary_idx" ON "follow_up_visits" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "follow_up_visits_officer_due_idx" ON "follow_up_visits" USING btree ("officer_id","due_on") WHERE "follow_up_visits"."status" = 'due';
