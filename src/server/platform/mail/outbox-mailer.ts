import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/client';
import { mailOutbox } from '@server/db/schema';
import type { Mailer, MailMessage } from './mailer';

/**
 * Without an SMTP server, mail is kept in the outbox table, where the
 * development inbox shows it. The log says a message is waiting, but not to
 * whom or with which link: addresses and tokens stay out of logs.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly inboxUrl: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html })
      .returning({ id: mailOutbox.id });
    this.log.info(
      { outboxId: row?.id, subject: message.subject },
      `mail kept in the outbox; read it at ${this.inboxUrl}`,
    );
  }
}
