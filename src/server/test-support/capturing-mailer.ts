import type { Mailer, MailMessage } from '@server/platform/mail/mailer';

/** Keeps sent mail in memory so a test can read a link the way a person would. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  lastTo(address: string): MailMessage | undefined {
    return this.sent.filter((m) => m.to === address.toLowerCase()).at(-1);
  }

  /** The first http(s) link in the newest message to `address`. */
  linkTo(address: string): string {
    const message = this.lastTo(address);
    const link = message?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`No link in mail to ${address}`);
    return link;
  }
}
