ALTER TABLE "payment_records" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "failure_detail" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "released_for_resend" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_records_attention_idx" ON "payment_records" USING btree ("batch_id","attention") WHERE "payment_records"."attention" is not null;--> statement-breakpoint
-- A payment M-Pesa paid with another amount than ours (a completion event flagged amount_mismatch).
UPDATE "payment_records" p SET "attention" = 'amount_mismatch'
WHERE EXISTS (SELECT 1 FROM "payment_events" e WHERE e.payment_id = p.id AND e.data->>'flag' = 'amount_mismatch');--> statement-breakpoint
-- A processing payment the status sweep gave up on.
UPDATE "payment_records" p SET "attention" = 'unresolved'
WHERE p.status = 'processing' AND p.attention IS NULL
  AND EXISTS (SELECT 1 FROM "payment_events" e WHERE e.payment_id = p.id AND e.data->>'flag' = 'mpesa_unresolved');--> statement-breakpoint
-- A processing payment held back by a configuration refusal and not sent since (a tie with a request counts as sent).
UPDATE "payment_records" p SET "attention" = 'held_for_configuration'
WHERE p.status = 'processing' AND p.attention IS NULL
  AND EXISTS (
    SELECT 1 FROM "payment_events" hold_event
    WHERE hold_event.payment_id = p.id AND hold_event.data->>'flag' = 'mpesa_configuration'
      AND NOT EXISTS (
        SELECT 1 FROM "payment_events" request_event
        WHERE request_event.payment_id = p.id AND request_event.source = 'provider_request'
          AND request_event.created_at >= hold_event.created_at
      )
  );--> statement-breakpoint
-- A processing payment M-Pesa never acknowledged, released to be sent again and not sent since.
UPDATE "payment_records" p SET "released_for_resend" = true
WHERE p.status = 'processing' AND p.provider_conversation_id IS NULL
  AND EXISTS (
    SELECT 1 FROM "payment_events" release_event
    WHERE release_event.payment_id = p.id AND release_event.data->>'resubmit' IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM "payment_events" request_event
        WHERE request_event.payment_id = p.id AND request_event.source = 'provider_request'
          AND request_event.created_at >= release_event.created_at
      )
  );--> statement-breakpoint
-- The sentences the app wrote become their codes; any other words are read as domain/payment-failure.ts reads them,
-- and kept, without numbers, as the detail staff read.
WITH reasons AS (
  SELECT id, btrim(failure_reason) AS reason,
    left(regexp_replace(btrim(failure_reason), '\+?[0-9][0-9[:space:]-]{7,}[0-9]', '…', 'g'), 500) AS detail
  FROM "payment_records" WHERE failure_reason IS NOT NULL AND btrim(failure_reason) <> ''
), coded AS (
  SELECT id, detail,
    CASE
      WHEN reason = 'No phone number on record' OR reason = 'No mobile number to pay: the person has no phone number on record' THEN 'no_phone_number'
      WHEN reason = 'The payment has no M-Pesa request id' THEN 'missing_request_id'
      WHEN reason ~ '^Payment batch \S+ was rejected$' THEN 'batch_rejected'
      WHEN reason ~ '^Payment batch \S+ was cancelled$' THEN 'batch_cancelled'
      WHEN reason = 'The payee account is not a Kenyan mobile number' THEN 'invalid_number'
      WHEN reason ~ '^M-Pesa 1:' THEN 'insufficient_funds'
      WHEN reason ~ '^M-Pesa (2|3|4|8):' THEN 'amount_not_allowed'
      WHEN reason ~ '^M-Pesa 2040:' THEN 'recipient_not_registered'
      WHEN reason ~ '^M-Pesa SFC_IC0003:' THEN 'invalid_number'
      WHEN reason ~* 'no (phone|mobile) number' THEN 'no_phone_number'
      WHEN reason ~* 'no (m-pesa )?request id' THEN 'missing_request_id'
      WHEN reason ~* 'insufficient|not enough (funds|money|balance)' THEN 'insufficient_funds'
      WHEN reason ~* 'not registered|unregistered|customer type' THEN 'recipient_not_registered'
      WHEN reason ~* '\m(invalid|wrong|unknown|incorrect) (phone|mobile|number|msisdn|receiver|recipient|account)|not a (kenyan )?mobile number|\mparty ?b\M|\mmsisdn\M' THEN 'invalid_number'
      WHEN reason ~* '\m(invalid amount|limit|minimum|maximum)\M' THEN 'amount_not_allowed'
      WHEN reason ~* 'timed? ?out|expired' THEN 'provider_timeout'
      WHEN reason ~* 'reversed|reversal' THEN 'transaction_reversed'
      WHEN reason ~* 'declined|cancell?ed|transaction failed' THEN 'provider_declined'
      ELSE 'other'
    END AS code,
    reason ~ '^(No phone number on record|No mobile number to pay: the person has no phone number on record|The payment has no M-Pesa request id|Payment batch \S+ was (rejected|cancelled)|The payee account is not a Kenyan mobile number)$' AS fixed
  FROM reasons
)
UPDATE "payment_records" p SET "failure_code" = coded.code, "failure_detail" = CASE WHEN coded.fixed THEN NULL ELSE coded.detail END
FROM coded WHERE coded.id = p.id;--> statement-breakpoint
ALTER TABLE "payment_records" DROP COLUMN "failure_reason";
