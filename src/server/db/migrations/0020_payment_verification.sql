CREATE TABLE "payment_verification_samples" (
	"batch_id" uuid PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"minimum" integer NOT NULL,
	"drawn_by" text,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"received" boolean,
	"full_amount" boolean,
	"amount_received" integer,
	"received_on" date,
	"fee_asked" boolean,
	"fee_amount" integer,
	"problem" text,
	"channel" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"complaint_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_verification_samples" ADD CONSTRAINT "payment_verification_samples_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_verification_samples" ADD CONSTRAINT "payment_verification_samples_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_verifications" ADD CONSTRAINT "payment_verifications_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_verifications" ADD CONSTRAINT "payment_verifications_payment_id_payment_records_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_verifications" ADD CONSTRAINT "payment_verifications_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_verifications" ADD CONSTRAINT "payment_verifications_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_verifications" ADD CONSTRAINT "payment_verifications_complaint_id_feedback_cases_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."feedback_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_verifications_payment_key" ON "payment_verifications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_verifications_batch_idx" ON "payment_verifications" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "payment_verifications_beneficiary_idx" ON "payment_verifications" USING btree ("beneficiary_id");
