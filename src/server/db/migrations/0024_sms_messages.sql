CREATE TABLE "sms_blocked_numbers" (
	"to_number" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"beneficiary_id" uuid,
	"to_number" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"parts" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"cost_cents" integer,
	"failure_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_provider_message_id_idx" ON "sms_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_beneficiary_id_idx" ON "sms_messages" USING btree ("beneficiary_id");
--> statement-breakpoint
ALTER TABLE "beneficiary_preferences" ADD COLUMN "sms_application_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiary_preferences" ADD COLUMN "sms_payment_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiary_preferences" ADD COLUMN "sms_message_updates" boolean DEFAULT false NOT NULL;
