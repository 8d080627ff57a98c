CREATE TABLE "organisation_sms_ceilings" (
	"organisation_code" text PRIMARY KEY NOT NULL,
	"daily_ceiling_kes" integer NOT NULL,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_broadcast_sms" (
	"broadcast_id" uuid PRIMARY KEY NOT NULL,
	"organisation_code" text NOT NULL,
	"kenya_day" date NOT NULL,
	"texts" integer NOT NULL,
	"parts_per_text" integer NOT NULL,
	"estimated_cost_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_sms_ceilings" ADD CONSTRAINT "organisation_sms_ceilings_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_sms_ceilings" ADD CONSTRAINT "organisation_sms_ceilings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcast_sms" ADD CONSTRAINT "message_broadcast_sms_broadcast_id_message_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."message_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcast_sms" ADD CONSTRAINT "message_broadcast_sms_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_broadcast_sms_organisation_day_idx" ON "message_broadcast_sms" USING btree ("organisation_code","kenya_day");
