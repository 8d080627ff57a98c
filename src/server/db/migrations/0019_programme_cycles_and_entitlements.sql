CREATE TABLE "programme_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"plan" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycle_verification_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"visited_on" date NOT NULL,
	"note" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycle_instalment_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"programme_id" text NOT NULL,
	"cycle_id" uuid NOT NULL,
	"instalment_key" text NOT NULL,
	"amount" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programme_cycles" ADD CONSTRAINT "programme_cycles_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_cycles" ADD CONSTRAINT "programme_cycles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_cycles" ADD CONSTRAINT "programme_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_verification_visits" ADD CONSTRAINT "cycle_verification_visits_cycle_id_programme_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."programme_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_verification_visits" ADD CONSTRAINT "cycle_verification_visits_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_verification_visits" ADD CONSTRAINT "cycle_verification_visits_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_instalment_payments" ADD CONSTRAINT "cycle_instalment_payments_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_instalment_payments" ADD CONSTRAINT "cycle_instalment_payments_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_instalment_payments" ADD CONSTRAINT "cycle_instalment_payments_cycle_id_programme_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."programme_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_instalment_payments" ADD CONSTRAINT "cycle_instalment_payments_payment_id_payment_records_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_instalment_payments" ADD CONSTRAINT "cycle_instalment_payments_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_cycles_programme_idx" ON "programme_cycles" USING btree ("programme_id","starts_on");--> statement-breakpoint
CREATE INDEX "cycle_verification_visits_person_idx" ON "cycle_verification_visits" USING btree ("cycle_id","beneficiary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_instalment_payments_once_key" ON "cycle_instalment_payments" USING btree ("beneficiary_id","programme_id","cycle_id","instalment_key");--> statement-breakpoint
CREATE INDEX "cycle_instalment_payments_cycle_idx" ON "cycle_instalment_payments" USING btree ("cycle_id");
