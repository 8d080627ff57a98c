import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Safaricom's Daraja API, as its documentation describes
 * it: OAuth tokens, B2C payment requests acknowledged at once and answered
 * later by a POST to the ResultURL, and Transaction Status queries answered by
 * a POST to their ResultURL. A repeated OriginatorConversationID is refused as
 * a duplicate, as Daraja is seen to do; with `refuseDuplicates` off it is paid
 * again, so tests can show the app never relies on that refusal.
 */

/** How the fake treats payments to one phone (PartyB). */
export type FakePayeeBehaviour =
  | { kind: 'pay' }
  /** Pays and reports this amount, not the one asked for. */
  | { kind: 'pay_amount'; amount: number }
  /** Pays, but the result callback never arrives. */
  | { kind: 'lose_callback' }
  /** M-Pesa turns the payment down (e.g. 2001, 2040) in the result callback. */
  | { kind: 'fail'; resultCode: number | string; resultDesc: string }
  /** Daraja answers 500 and does nothing. */
  | { kind: 'server_error' }
  /** Daraja never answers and does nothing: the request times out. */
  | { kind: 'no_answer' }
  /** Pays, but neither the answer to the request nor the result callback ever comes: the request times out. */
  | { kind: 'pay_without_answer' };

/** Sends a callback to the app; tests deliver through app.inject instead of the network. */
export type CallbackDelivery = (url: string, body: unknown) => Promise<void>;

interface FakePayment {
  originatorConversationId: string;
  conversationId: string;
  receipt: string;
  amount: number;
  partyB: string;
  status: 'completed' | 'failed';
  resultCode: number | string;
  resultDesc: string;
}

export interface FakeDarajaOptions {
  consumerKey: string;
  consumerSecret: string;
  deliver?: CallbackDelivery;
  /** Wait this long before posting a callback. */
  callbackDelayMs?: number;
  /** Off: a repeated OriginatorConversationID is paid again. */
  refuseDuplicates?: boolean;
}

/** Daraja's answer to a request our settings spoil: the same for every payee. */
export interface FakeConfigurationError {
  httpStatus: number;
  errorCode: string;
  errorMessage: string;
}

/** A wrong InitiatorName, as Daraja answers it. */
export const INVALID_INITIATOR: FakeConfigurationError = {
  httpStatus: 400,
  errorCode: '400.002.02',
  errorMessage: 'Bad Request - Invalid InitiatorName',
};

const postJson: CallbackDelivery = async (url, body) => {
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
};

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

export class FakeDaraja {
  /** The latest payment per OriginatorConversationID: what a status query finds. */
  readonly payments = new Map<string, FakePayment>();
  /** Every payment made, a repeated id paid again included. */
  readonly payouts: FakePayment[] = [];
  readonly behaviours = new Map<string, FakePayeeBehaviour>();
  /** Every B2C request body received, duplicates included. */
  readonly paymentRequests: Record<string, unknown>[] = [];
  readonly statusQueries: Record<string, unknown>[] = [];
  tokensIssued = 0;
  callbackDelayMs: number;
  refuseDuplicates: boolean;
  /** Set: every B2C request is refused with it, before anything is paid. */
  configurationError: FakeConfigurationError | null = null;
  private readonly tokens = new Set<string>();
  private readonly deliveries = new Set<Promise<void>>();
  private server: http.Server | null = null;
  url = '';

  constructor(private readonly options: FakeDarajaOptions) {
    this.callbackDelayMs = options.callbackDelayMs ?? 0;
    this.refuseDuplicates = options.refuseDuplicates ?? true;
  }

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await this.settled();
    // Requests left unanswered on purpose must not hold the server open.
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits until every callback the fake decided to send has been delivered. */
  async settled(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  /** How many times money went to this request id. */
  timesPaid(originatorConversationId: string): number {
    return this.payouts.filter((payout) => payout.originatorConversationId === originatorConversationId).length;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/oauth/v1/generate') return this.issueToken(request, url, answer);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !this.tokens.has(bearer))
      return answer(401, { requestId: id('R'), errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    const body = await readJson(request);
    if (request.method === 'POST' && url.pathname === '/mpesa/b2c/v3/paymentrequest')
      return this.paymentRequest(body, answer);
    if (request.method === 'POST' && url.pathname === '/mpesa/transactionstatus/v1/query')
      return this.statusQuery(body, answer);
    answer(404, { requestId: id('R'), errorCode: '404.002.01', errorMessage: 'Resource not found' });
  }

  private issueToken(request: http.IncomingMessage, url: URL, answer: (status: number, body: unknown) => void) {
    const expected = `Basic ${Buffer.from(`${this.options.consumerKey}:${this.options.consumerSecret}`).toString('base64')}`;
    if (url.searchParams.get('grant_type') !== 'client_credentials' || request.headers.authorization !== expected) {
      return answer(400, {
        requestId: id('R'),
        errorCode: '400.008.01',
        errorMessage: 'Invalid Authentication passed',
      });
    }
    const token = randomBytes(12).toString('hex');
    this.tokens.add(token);
    this.tokensIssued += 1;
    answer(200, { access_token: token, expires_in: '3599' });
  }

  private paymentRequest(body: Record<string, unknown>, answer: (status: number, body: unknown) => void) {
    this.paymentRequests.push(body);
    const originatorId = String(body.OriginatorConversationID ?? '');
    const partyB = String(body.PartyB ?? '');
    const remarks = typeof body.Remarks === 'string' ? body.Remarks : '';
    if (this.configurationError) {
      const { httpStatus, errorCode, errorMessage } = this.configurationError;
      return answer(httpStatus, { requestId: id('R'), errorCode, errorMessage });
    }
    if (!/^254\d{9}$/.test(partyB))
      return answer(400, { requestId: id('R'), errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PartyB' });
    const valid = originatorId && body.CommandID === 'BusinessPayment' && typeof body.ResultURL === 'string';
    if (!valid || remarks.length < 2 || remarks.length > 100) {
      return answer(400, {
        requestId: id('R'),
        errorCode: '400.002.02',
        errorMessage: 'Bad Request - Invalid request',
      });
    }
    if (this.refuseDuplicates && this.payments.has(originatorId)) {
      return answer(500, {
        requestId: id('R'),
        errorCode: '500.002.1001',
        errorMessage: 'Duplicate OriginatorConversationID.',
      });
    }
    const behaviour = this.behaviours.get(partyB) ?? { kind: 'pay' };
    if (behaviour.kind === 'server_error')
      return answer(500, { requestId: id('R'), errorCode: '500.003.1001', errorMessage: 'Internal Server Error' });
    if (behaviour.kind === 'no_answer') return;
    const failed = behaviour.kind === 'fail';
    const payment: FakePayment = {
      originatorConversationId: originatorId,
      conversationId: id('AG_'),
      receipt: id('S').slice(0, 10),
      amount: behaviour.kind === 'pay_amount' ? behaviour.amount : Number(body.Amount),
      partyB,
      status: failed ? 'failed' : 'completed',
      resultCode: failed ? behaviour.resultCode : 0,
      resultDesc: failed ? behaviour.resultDesc : 'The service request is processed successfully.',
    };
    this.payments.set(originatorId, payment);
    this.payouts.push(payment);
    // The request is left hanging: the client gives up after its timeout, never knowing M-Pesa paid.
    if (behaviour.kind === 'pay_without_answer') return;
    answer(200, {
      ConversationID: payment.conversationId,
      OriginatorConversationID: originatorId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
    if (behaviour.kind !== 'lose_callback') this.later(String(body.ResultURL), resultCallback(payment));
  }

  private statusQuery(body: Record<string, unknown>, answer: (status: number, body: unknown) => void) {
    this.statusQueries.push(body);
    if (body.CommandID !== 'TransactionStatusQuery' || typeof body.ResultURL !== 'string') {
      return answer(400, {
        requestId: id('R'),
        errorCode: '400.002.02',
        errorMessage: 'Bad Request - Invalid request',
      });
    }
    const queryIds = { OriginatorConversationID: id('Q'), ConversationID: id('AG_') };
    answer(200, { ...queryIds, ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' });
    const wanted = String(body.OriginalConversationID ?? body.TransactionID ?? '');
    const payment = this.payments.get(wanted) ?? [...this.payments.values()].find((p) => p.receipt === wanted);
    this.later(String(body.ResultURL), statusCallback(queryIds, payment, body.Occasion));
  }

  private later(url: string, body: unknown) {
    const delivery = new Promise<void>((resolve) => setTimeout(resolve, this.callbackDelayMs))
      .then(() => (this.options.deliver ?? postJson)(url, body))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }
}

async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const PUBLIC_NAME = 'JOHN TESTPAYEE';

function resultCallback(payment: FakePayment) {
  const base = {
    ResultType: 0,
    ResultCode: payment.resultCode,
    ResultDesc: payment.resultDesc,
    OriginatorConversationID: payment.originatorConversationId,
    ConversationID: payment.conversationId,
    TransactionID: payment.receipt,
    ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://internal.example/b2cresults' } },
  };
  if (payment.status === 'failed') return { Result: base };
  return {
    Result: {
      ...base,
      ResultParameters: {
        ResultParameter: [
          { Key: 'TransactionAmount', Value: payment.amount },
          { Key: 'TransactionReceipt', Value: payment.receipt },
          // Personal data Daraja really sends: the app must never store or log it.
          { Key: 'ReceiverPartyPublicName', Value: `${payment.partyB} - ${PUBLIC_NAME}` },
          { Key: 'TransactionCompletedDateTime', Value: '22.11.2026 10:15:00' },
          { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
        ],
      },
    },
  };
}

function statusCallback(
  queryIds: { OriginatorConversationID: string; ConversationID: string },
  payment: FakePayment | undefined,
  occasion: unknown,
) {
  const reference = { ReferenceItem: { Key: 'Occasion', Value: typeof occasion === 'string' ? occasion : '' } };
  if (!payment) {
    return {
      Result: {
        ResultType: 0,
        ResultCode: 'R000001',
        ResultDesc: 'The transaction could not be found',
        ...queryIds,
        TransactionID: '',
        ReferenceData: reference,
      },
    };
  }
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      ...queryIds,
      TransactionID: payment.receipt,
      ResultParameters: {
        ResultParameter: [
          { Key: 'DebitPartyName', Value: '600000 - Safaricom Test' },
          { Key: 'CreditPartyName', Value: `${payment.partyB} - ${PUBLIC_NAME}` },
          { Key: 'OriginatorConversationID', Value: payment.originatorConversationId },
          { Key: 'ConversationID', Value: payment.conversationId },
          { Key: 'TransactionStatus', Value: payment.status === 'completed' ? 'Completed' : 'Failed' },
          { Key: 'ReceiptNo', Value: payment.receipt },
          { Key: 'Amount', Value: payment.amount },
          { Key: 'ReasonType', Value: 'Business Payment to Customer via API' },
        ],
      },
      ReferenceData: reference,
    },
  };
}
