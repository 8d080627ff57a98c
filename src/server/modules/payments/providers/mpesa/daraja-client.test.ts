import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeDaraja } from '@server/test-support/fake-daraja-server';
import { DARAJA_DUPLICATE_REASON, DarajaClient, mpesaMsisdn, type DarajaSettings } from './daraja-client';

const credentials = { consumerKey: 'key', consumerSecret: 'secret' };
const delivered: { url: string; body: unknown }[] = [];
const fake = new FakeDaraja({
  ...credentials,
  deliver: async (url, body) => {
    delivered.push({ url, body });
  },
});

const settings = (overrides: Partial<DarajaSettings> = {}): DarajaSettings => ({
  baseUrl: fake.url,
  ...credentials,
  shortcode: '600000',
  initiatorName: 'testapi',
  securityCredential: 'ENCRYPTED==',
  callbackBaseUrl: 'https://platform.example/api/v1/payments/mpesa/secret-token',
  requestTimeoutMs: 2_000,
  ...overrides,
});

let n = 0;
const instruction = (payeeAccount = '+254712345678') => ({
  requestId: `client-test-${(n += 1)}`,
  amount: 1500,
  payeeAccount,
  remarks: 'PAY-2026-000001',
});

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => fake.stop());
afterEach(async () => {
  await fake.settled();
  delivered.length = 0;
});

describe('DarajaClient', () => {
  it('sends the documented B2C request and is accepted with a ConversationID', async () => {
    const client = new DarajaClient(settings());
    const payment = instruction();
    const submission = await client.submit(payment);

    expect(submission).toEqual({
      kind: 'accepted',
      conversationId: fake.payments.get(payment.requestId)!.conversationId,
    });
    expect(fake.paymentRequests.at(-1)).toMatchObject({
      OriginatorConversationID: payment.requestId,
      InitiatorName: 'testapi',
      SecurityCredential: 'ENCRYPTED==',
      CommandID: 'BusinessPayment',
      Amount: 1500,
      PartyA: '600000',
      PartyB: '254712345678',
      Remarks: 'PAY-2026-000001',
      QueueTimeOutURL: 'https://platform.example/api/v1/payments/mpesa/secret-token/timeout',
      ResultURL: 'https://platform.example/api/v1/payments/mpesa/secret-token/result',
    });
  });

  it('reuses its token until it expires', async () => {
    let now = 1_000_000;
    const client = new DarajaClient(settings(), () => now);
    const before = fake.tokensIssued;
    await client.submit(instruction());
    await client.submit(instruction());
    expect(fake.tokensIssued - before).toBe(1);
    now += 3600 * 1000;
    await client.submit(instruction());
    expect(fake.tokensIssued - before).toBe(2);
  });

  it('posts the result to the ResultURL after the acknowledgement, later when told to wait', async () => {
    const client = new DarajaClient(settings());
    fake.callbackDelayMs = 100;
    try {
      const payment = instruction();
      await client.submit(payment);
      expect(delivered).toHaveLength(0);
      await fake.settled();
      expect(delivered).toEqual([
        {
          url: 'https://platform.example/api/v1/payments/mpesa/secret-token/result',
          body: expect.objectContaining({
            Result: expect.objectContaining({ OriginatorConversationID: payment.requestId, ResultCode: 0 }),
          }),
        },
      ]);
    } finally {
      fake.callbackDelayMs = 0;
    }
  });

  it('answers a repeated OriginatorConversationID as still processing, and the fake pays once', async () => {
    const client = new DarajaClient(settings());
    const payment = instruction();
    await client.submit(payment);
    expect(await client.submit(payment)).toEqual({ kind: 'unknown', reason: DARAJA_DUPLICATE_REASON });
    expect(fake.timesPaid(payment.requestId)).toBe(1);
  });

  it('maps a 500 and an unreachable or slow Daraja to unknown, bad credentials too', async () => {
    fake.behaviours.set('254712000500', { kind: 'server_error' });
    const client = new DarajaClient(settings());
    expect((await client.submit(instruction('+254712000500'))).kind).toBe('unknown');

    const unreachable = new DarajaClient(settings({ baseUrl: 'http://127.0.0.1:9' }));
    expect((await unreachable.submit(instruction())).kind).toBe('unknown');

    const slowServer = http.createServer(() => undefined);
    await new Promise<void>((resolve) => slowServer.listen(0, '127.0.0.1', resolve));
    const slow = new DarajaClient(
      settings({ baseUrl: `http://127.0.0.1:${(slowServer.address() as AddressInfo).port}`, requestTimeoutMs: 200 }),
    );
    expect((await slow.submit(instruction())).kind).toBe('unknown');
    slowServer.closeAllConnections();
    slowServer.close();
  });

  it('takes a token Daraja will not issue as our configuration, and sends no payment request', async () => {
    const sent = fake.paymentRequests.length;
    const wrongKey = new DarajaClient(settings({ consumerSecret: 'wrong' }));
    expect(await wrongKey.submit(instruction())).toEqual({
      kind: 'configuration',
      reason: 'Daraja refused a token (400.008.01): check the consumer key and secret',
    });
    expect(fake.paymentRequests.length).toBe(sent);
  });

  it('tells refusals about the payee from refusals about our settings', async () => {
    let reply: { status: number; body: Record<string, unknown> } = { status: 400, body: {} };
    const server = http.createServer((request, response) => {
      const oauth = request.url?.startsWith('/oauth/');
      response.writeHead(oauth ? 200 : reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(oauth ? { access_token: 'token', expires_in: '3599' } : reply.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = new DarajaClient(
      settings({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
    const submitWith = async (status: number, body: Record<string, unknown>) => {
      reply = { status, body };
      return client.submit(instruction());
    };
    const kindOf = async (status: number, body: Record<string, unknown>) => (await submitWith(status, body)).kind;
    const failureCodeOf = async (status: number, body: Record<string, unknown>) => {
      const submission = await submitWith(status, body);
      return submission.kind === 'refused' ? submission.failure.code : submission.kind;
    };
    try {
      expect(await kindOf(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PartyB' })).toBe(
        'refused',
      );
      expect(await kindOf(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Amount' })).toBe(
        'refused',
      );
      expect(await kindOf(200, { ResponseCode: '1', ResponseDescription: 'The receiver MSISDN is invalid' })).toBe(
        'refused',
      );
      expect(await failureCodeOf(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PartyB' })).toBe(
        'invalid_number',
      );
      expect(await failureCodeOf(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Amount' })).toBe(
        'amount_not_allowed',
      );
      expect(
        await failureCodeOf(200, { ResponseCode: '1', ResponseDescription: 'The receiver MSISDN is invalid' }),
      ).toBe('invalid_number');
      expect(await kindOf(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid InitiatorName' })).toBe(
        'configuration',
      );
      expect(
        await kindOf(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid SecurityCredential' }),
      ).toBe('configuration');
      expect(await kindOf(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PartyA' })).toBe(
        'configuration',
      );
      expect(await kindOf(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid CommandID' })).toBe(
        'configuration',
      );
      expect(await kindOf(404, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' })).toBe(
        'configuration',
      );
      expect(await kindOf(401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' })).toBe(
        'configuration',
      );
      expect(
        await kindOf(200, { ResponseCode: '2001', ResponseDescription: 'The initiator information is invalid.' }),
      ).toBe('configuration');
      expect(await kindOf(400, {})).toBe('configuration');
      expect(await kindOf(429, { errorCode: '429.001.01', errorMessage: 'Too many requests' })).toBe('unknown');
    } finally {
      server.close();
    }
  });

  it('takes a 500.002.1001 that is not about a duplicate (Daraja\'s "service under maintenance") as no answer, left to the status query', async () => {
    const maintenance = http.createServer((request, response) => {
      response.writeHead(request.url?.startsWith('/oauth/') ? 200 : 500, { 'content-type': 'application/json' });
      const body = request.url?.startsWith('/oauth/')
        ? { access_token: 'token', expires_in: '3599' }
        : {
            requestId: 'R1',
            errorCode: '500.002.1001',
            errorMessage: 'Service is currently under maintenance. Please try again later',
          };
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => maintenance.listen(0, '127.0.0.1', resolve));
    const client = new DarajaClient(
      settings({ baseUrl: `http://127.0.0.1:${(maintenance.address() as AddressInfo).port}` }),
    );
    const submission = await client.submit(instruction());
    maintenance.close();
    expect(submission.kind).toBe('unknown');
    expect(submission).not.toEqual({ kind: 'unknown', reason: DARAJA_DUPLICATE_REASON });
    expect(submission).toMatchObject({ reason: expect.stringContaining('under maintenance') });
  });

  it('refuses without sending a number M-Pesa cannot pay, and takes an unexplained 400 as our configuration', async () => {
    const client = new DarajaClient(settings());
    const sent = fake.paymentRequests.length;
    expect(await client.submit(instruction('+256772123456'))).toEqual({
      kind: 'refused',
      reason: 'The payee account is not a Kenyan mobile number',
      failure: { code: 'invalid_number', detail: null },
    });
    expect(fake.paymentRequests.length).toBe(sent);

    const tooShort = await client.submit({ ...instruction(), remarks: 'x' });
    expect(tooShort).toEqual({
      kind: 'configuration',
      reason: 'Daraja refused the request (400.002.02: Bad Request - Invalid request)',
    });
  });

  it('asks for a status by our id, and the answer arrives at the status-result address', async () => {
    const client = new DarajaClient(settings());
    const payment = instruction();
    await client.submit(payment);
    await fake.settled();
    delivered.length = 0;

    expect(await client.requestStatus({ requestId: payment.requestId, conversationId: null })).toEqual({
      kind: 'requested',
    });
    expect(fake.statusQueries.at(-1)).toMatchObject({
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: payment.requestId,
      PartyA: '600000',
      IdentifierType: '4',
    });
    await fake.settled();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.url).toBe('https://platform.example/api/v1/payments/mpesa/secret-token/status-result');
  });
});

describe('mpesaMsisdn', () => {
  it('turns a Kenyan mobile number in E.164 into Daraja’s 254... form and refuses others', () => {
    expect(mpesaMsisdn('+254712345678')).toBe('254712345678');
    expect(mpesaMsisdn('+254110345678')).toBe('254110345678');
    expect(mpesaMsisdn('0712345678')).toBeNull();
    expect(mpesaMsisdn('+254202345678')).toBeNull();
    expect(mpesaMsisdn('+256772123456')).toBeNull();
  });
});
