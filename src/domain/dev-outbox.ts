import * as z from 'zod/mini';

/** One e-mail kept in the outbox instead of being sent (development mode only). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxSchema = z.object({ items: z.array(outboxMessageSchema) });
export type Outbox = z.infer<typeof outboxSchema>;

/** One text message kept in the SMS outbox instead of being sent (development mode only). */
export const smsOutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  body: z.string(),
  parts: z.number(),
  createdAt: z.string(),
});
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessageSchema>;

export const smsOutboxSchema = z.object({ items: z.array(smsOutboxMessageSchema) });
export type SmsOutbox = z.infer<typeof smsOutboxSchema>;
