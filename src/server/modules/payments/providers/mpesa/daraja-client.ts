import { failureOfText } from '@domain/payment-failure';
import type { MpesaConfig } from '@server/config';
import type { PayoutApi, PayoutInstruction, PayoutSubmission } from '../payout-api';

/**
 * Daraja's answer when an OriginatorConversationID was already used: the
 * request reached M-Pesa before, so its result is still to come. The app does
 * not count on this refusal (Safaricom does not document it): it sends a
 * payment again only after a status query found no such transaction.
 */
export const DARAJA_DUPLICATE_REASON = 'M-Pesa already has this request (duplicate OriginatorConversationID)';
/*
 * Daraja answers a duplicate with errorCode 500.002.1001, but it uses that code
 * for its generic "Server Error / service under maintenance" too. Only the
 * message tells a duplicate apart; a bare 500.002.1001 is an unclear answer,
 * left to the status query like any other.
 */
const DUPLICATE_MESSAGE = /duplicate originatorconversationid/i;

/*
 * A refusal is about the payee only when Daraja names the payee's number or the
 * amount (e.g. "Bad Request - Invalid PartyB", "Invalid Amount"); those fail the
 * one payment. Every other refusal (400.002.02 "Invalid InitiatorName",
 * "Invalid SecurityCredential", "Invalid PartyA", "Invalid CommandID", a bare
 * "Invalid request", 404.001.03 "Invalid Access Token", a token Daraja will
 * not issue) is taken as ours: the same request would be refused for everyone
 * in the batch, so it must not fail anyone. Unsure means ours: a payment held
 * back costs a staff check, a payment failed wrongly costs a new batch.
 */
const PAYEE_REFUSAL = /\b(party ?b|msisdn|receiver|recipient|amount)\b/i;

/** Renew a token this long before Daraja says it expires, so a request never carries one that lapses in flight. */
const TOKEN_MARGIN_MS = 60_000;

export type DarajaSettings = Pick<
  MpesaConfig,
  | 'baseUrl'
  | 'consumerKey'
  | 'consumerSecret'
  | 'shortcode'
  | 'initiatorName'
  | 'securityCredential'
  | 'callbackBaseUrl'
  | 'requestTimeoutMs'
>;

interface DarajaAnswer {
  /** 0 when no answer came (network error, timeout) or no request was sent. */
  httpStatus: number;
  body: Record<string, unknown>;
  /** Set when the request was never sent because Daraja refused us a token. */
  tokenRefused?: string;
}

class TokenRefused extends Error {}

const field = (body: Record<string, unknown>, name: string): string | null => {
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/** Daraja's PartyB: the Kenyan MSISDN as 2547XXXXXXXX or 2541XXXXXXXX, without the plus. */
export function mpesaMsisdn(e164: string): string | null {
  return /^\+254[17]\d{8}$/.test(e164) ? e164.slice(1) : null;
}

/**
 * M-Pesa B2C over Daraja: an OAuth client-credentials token (cached until it
 * nearly expires), the v3 B2C payment request and the Transaction Status
 * query. Results come later to the callback routes, never in these answers.
 */
export class DarajaClient implements PayoutApi {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly settings: DarajaSettings,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  async submit(instruction: PayoutInstruction): Promise<PayoutSubmission> {
    const partyB = mpesaMsisdn(instruction.payeeAccount);
    if (!partyB)
      return {
        kind: 'refused',
        reason: 'The payee account is not a Kenyan mobile number',
        failure: { code: 'invalid_number', detail: null },
      };
    const answer = await this.post('/mpesa/b2c/v3/paymentrequest', {
      OriginatorConversationID: instruction.requestId,
      InitiatorName: this.settings.initiatorName,
      SecurityCredential: this.settings.securityCredential,
      CommandID: 'BusinessPayment',
      Amount: instruction.amount,
      PartyA: this.settings.shortcode,
      PartyB: partyB,
      Remarks: instruction.remarks.slice(0, 100),
      QueueTimeOutURL: `${this.settings.callbackBaseUrl}/timeout`,
      ResultURL: `${this.settings.callbackBaseUrl}/result`,
      // Daraja's own spelling of the field.
      Occassion: instruction.remarks.slice(0, 100),
    });
    return classify(answer, (body) => {
      const conversationId = field(body, 'ConversationID');
      return conversationId
        ? { kind: 'accepted', conversationId }
        : { kind: 'unknown', reason: 'Daraja accepted the request without a ConversationID' };
    });
  }

  async requestStatus(payment: {
    requestId: string;
    conversationId: string | null;
  }): Promise<{ kind: 'requested' } | { kind: 'refused'; reason: string }> {
    const answer = await this.post('/mpesa/transactionstatus/v1/query', {
      Initiator: this.settings.initiatorName,
      SecurityCredential: this.settings.securityCredential,
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: payment.requestId,
      PartyA: this.settings.shortcode,
      // 4: an organisation shortcode.
      IdentifierType: '4',
      ResultURL: `${this.settings.callbackBaseUrl}/status-result`,
      QueueTimeOutURL: `${this.settings.callbackBaseUrl}/timeout`,
      Remarks: 'Payment status',
      // Echoed back in the result's ReferenceData: names the payment even when ResultParameters do not.
      Occasion: payment.requestId,
    });
    const submission = classify(answer, () => ({ kind: 'accepted', conversationId: '' }));
    return submission.kind === 'accepted' ? { kind: 'requested' } : { kind: 'refused', reason: submission.reason };
  }

  private async post(path: string, payload: Record<string, unknown>): Promise<DarajaAnswer> {
    let answer = await this.send(path, payload);
    // A token Daraja no longer honours was not used to do anything: fetch a new one and ask once more.
    if (answer.httpStatus === 401) {
      this.token = null;
      answer = await this.send(path, payload);
    }
    return answer;
  }

  private async send(path: string, payload: Record<string, unknown>): Promise<DarajaAnswer> {
    let token: string;
    try {
      token = await this.accessToken();
    } catch (error) {
      // Daraja answered and would not issue a token: our keys are wrong, and no request left.
      if (error instanceof TokenRefused) return { httpStatus: 0, body: {}, tokenRefused: error.message };
      return { httpStatus: 0, body: {} };
    }
    return this.request(`${this.settings.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.clock()) return this.token.value;
    const basic = Buffer.from(`${this.settings.consumerKey}:${this.settings.consumerSecret}`).toString('base64');
    const answer = await this.request(`${this.settings.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const value = field(answer.body, 'access_token');
    if (answer.httpStatus === 0) throw new Error('No answer from Daraja to a token request');
    if (answer.httpStatus !== 200 || !value)
      throw new TokenRefused(
        `Daraja refused a token (${field(answer.body, 'errorCode') ?? `HTTP ${answer.httpStatus}`})`,
      );
    const lifetimeMs = Number(field(answer.body, 'expires_in') ?? 3599) * 1000;
    this.token = { value, expiresAt: this.clock() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, 0) };
    return value;
  }

  private async request(url: string, init: RequestInit): Promise<DarajaAnswer> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.requestTimeoutMs) });
      const raw = await response.text();
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
      } catch {
        // Gateways answer errors in HTML too; the status alone decides.
      }
      return { httpStatus: response.status, body };
    } catch {
      return { httpStatus: 0, body: {} };
    }
  }
}

/**
 * What Daraja's first answer means for the payment. An answer that says the
 * request was turned away before M-Pesa could act on it (a 400-class refusal,
 * a non-zero ResponseCode, a 401 or 403 after a fresh token) fails it when it
 * is about the payee, and is a configuration refusal otherwise (PAYEE_REFUSAL);
 * anything unclear leaves it processing, for a status query to settle.
 */
function classify(
  answer: DarajaAnswer,
  onAccepted: (body: Record<string, unknown>) => PayoutSubmission,
): PayoutSubmission {
  const { httpStatus, body } = answer;
  const errorCode = field(body, 'errorCode');
  const errorMessage = field(body, 'errorMessage');
  if (DUPLICATE_MESSAGE.test(errorMessage ?? '')) {
    return { kind: 'unknown', reason: DARAJA_DUPLICATE_REASON };
  }
  if (answer.tokenRefused)
    return { kind: 'configuration', reason: `${answer.tokenRefused}: check the consumer key and secret` };
  if (httpStatus === 0) return { kind: 'unknown', reason: 'No answer from Daraja (network error or timeout)' };
  if (httpStatus === 200) {
    const responseCode = field(body, 'ResponseCode');
    if (responseCode === '0') return onAccepted(body);
    const description = field(body, 'ResponseDescription') ?? 'no description';
    return refusal(description, `M-Pesa ${responseCode ?? 'no ResponseCode'}: ${description}`);
  }
  const detail = `${errorCode ?? `HTTP ${httpStatus}`}: ${errorMessage ?? 'no description'}`;
  // 401 and 403 come after a fresh token was tried: our credentials or our account's access.
  if ([400, 401, 403, 404, 405].includes(httpStatus))
    return refusal(errorMessage ?? '', `Daraja refused the request (${detail})`);
  // A rate limit (429) or a server error says nothing final: the status query settles it.
  return { kind: 'unknown', reason: `Daraja answered ${detail}`.slice(0, 500) };
}

function refusal(description: string, reason: string): PayoutSubmission {
  return PAYEE_REFUSAL.test(description)
    ? { kind: 'refused', reason: reason.slice(0, 500), failure: failureOfText(reason) }
    : { kind: 'configuration', reason: reason.slice(0, 500) };
}
