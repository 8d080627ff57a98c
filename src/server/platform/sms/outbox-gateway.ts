import { randomUUID } from 'node:crypto';
import { smsSize } from '@domain/sms';
import type { Database } from '@server/db/client';
import { smsOutbox } from '@server/db/schema';
import type { OutgoingSms, SmsGateway, SmsSendResult } from './sms-gateway';

/**
 * Without a gateway, a text message is kept in the outbox table for the
 * development outbox to show; like the mail outbox, it never reaches a phone.
 * It answers as a gateway would, so everything after sending runs the same.
 */
export class OutboxSmsGateway implements SmsGateway {
  readonly name = 'outbox' as const;

  constructor(private readonly db: Database) {}

  async send(message: OutgoingSms): Promise<SmsSendResult> {
    const [row] = await this.db
      .insert(smsOutbox)
      .values({ toNumber: message.to, body: message.text, parts: smsSize(message.text).parts })
      .returning({ id: smsOutbox.id });
    return { outcome: 'accepted', providerMessageId: `outbox-${row?.id ?? randomUUID()}`, costKes: 0 };
  }
}
