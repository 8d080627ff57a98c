ALTER TABLE "beneficiary_messages" ADD COLUMN "thread_id" uuid;--> statement-breakpoint
ALTER TABLE "beneficiary_messages" ADD COLUMN "direction" text DEFAULT 'to_beneficiary' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiary_messages" ADD COLUMN "sender_user_id" text;--> statement-breakpoint
ALTER TABLE "beneficiary_messages" ADD CONSTRAINT "beneficiary_messages_thread_id_beneficiary_messages_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."beneficiary_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_messages" ADD CONSTRAINT "beneficiary_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiary_messages_thread_idx" ON "beneficiary_messages" USING btree ("thread_id","created_at");