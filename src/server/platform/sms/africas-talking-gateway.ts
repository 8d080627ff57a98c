import type { AfricasTalkingConfig } from '@server/sms-config';
import type { OutgoingSms, SmsGateway, SmsRefusal, SmsSendResult } from './sms-gateway';

/*
 * Africa's Talking's bulk SMS API (POST /version1/messaging, a form body, the
 * API key in a header). Each recipient's answer carries a status code:
 * 100-102 taken; 403, 404, 406, 407 and 409 are about the number; the rest
 * (credit, sender ID, risk hold, gateway errors) are worth trying again.
 */

const ACCEPTED = new Set([100, 101, 102]);
const REFUSALS: Record<number, SmsRefusal> = {
  403: 'invalid_number',
  404: 'unsupported_number',
  406: 'blocked_by_recipient',
  407: 'could_not_route',
  409: 'blocked_by_recipient',
};
const REASONS: Record<number, string> = {
  401: 'risk_hold',
  402: 'invalid_sender_id',
  405: 'insufficient_balance',
  500: 'gateway_error',
  501: 'gateway_error',
  502: 'rejected_by_gateway',
};

interface Recipient {
  statusCode?: unknown;
  messageId?: unknown;
  cost?: unknown;
}

/** "KES 0.8000" -> 0.8; anything else (another currency, "0") -> null or the number. */
export function costInKes(cost: unknown): number | null {
  if (typeof cost !== 'string') return null;
  const match = /^KES\s+(\d+(?:\.\d+)?)$/.exec(cost.trim());
  return match ? Number(match[1]) : null;
}

export class AfricasTalkingGateway implements SmsGateway {
  readonly name = 'africas_talking' as const;

  constructor(private readonly settings: AfricasTalkingConfig) {}

  async send(message: OutgoingSms): Promise<SmsSendResult> {
    const form = new URLSearchParams({ username: this.settings.username, to: message.to, message: message.text });
    if (this.settings.senderId) form.set('from', this.settings.senderId);
    let recipient: Recipient | undefined;
    try {
      const response = await fetch(`${this.settings.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: this.settings.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(this.settings.requestTimeoutMs),
      });
      if (response.status === 401) return { outcome: 'unavailable', reason: 'credentials_refused' };
      if (!response.ok) return { outcome: 'unavailable', reason: `http_${response.status}` };
      const body = (await response.json()) as { SMSMessageData?: { Recipients?: Recipient[] } };
      recipient = body.SMSMessageData?.Recipients?.[0];
    } catch {
      // No answer or not JSON: nothing says it was taken, so it is tried again (the gateway keeps no idempotency key).
      return { outcome: 'unavailable', reason: 'no_answer' };
    }
    const code = typeof recipient?.statusCode === 'number' ? recipient.statusCode : Number(recipient?.statusCode);
    if (ACCEPTED.has(code) && typeof recipient?.messageId === 'string') {
      return { outcome: 'accepted', providerMessageId: recipient.messageId, costKes: costInKes(recipient.cost) };
    }
    const refusal = REFUSALS[code];
    if (refusal) return { outcome: 'refused', refusal };
    return { outcome: 'unavailable', reason: REASONS[code] ?? 'unknown_status' };
  }
}
