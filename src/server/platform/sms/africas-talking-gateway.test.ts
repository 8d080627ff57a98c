import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAfricasTalking, type FakeAfricasTalking } from '@server/test-support/fake-africas-talking-server';
import { AfricasTalkingGateway, costInKes } from './africas-talking-gateway';

const SETTINGS = { senderId: 'LIVELIHOOD', callbackToken: 'x'.repeat(32), requestTimeoutMs: 500 };

describe("the Africa's Talking SMS gateway, against a local fake of its API", () => {
  let fake: FakeAfricasTalking;
  let gateway: AfricasTalkingGateway;

  beforeAll(async () => {
    fake = await startFakeAfricasTalking();
    gateway = new AfricasTalkingGateway({
      ...SETTINGS,
      username: fake.username,
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
    });
  });
  afterAll(() => fake.close());

  it('sends the text to the number from the sender ID, and answers the message id and its cost', async () => {
    const result = await gateway.send({ to: '+254712000001', text: 'Ombi lako limekubaliwa.' });
    expect(result).toMatchObject({ outcome: 'accepted', costKes: 0.8 });
    expect(fake.sent.at(-1)).toMatchObject({
      to: '+254712000001',
      message: 'Ombi lako limekubaliwa.',
      from: 'LIVELIHOOD',
    });
    expect(result.outcome === 'accepted' && result.providerMessageId).toBe(fake.sent.at(-1)!.messageId);
  });

  it('reads an invalid number or a do-not-disturb rejection as a refusal about the number', async () => {
    fake.behave('+254712000002', { kind: 'status', statusCode: 403, status: 'InvalidPhoneNumber' });
    fake.behave('+254712000003', { kind: 'status', statusCode: 409, status: 'DoNotDisturbRejection' });
    expect(await gateway.send({ to: '+254712000002', text: 'x' })).toEqual({
      outcome: 'refused',
      refusal: 'invalid_number',
    });
    expect(await gateway.send({ to: '+254712000003', text: 'x' })).toEqual({
      outcome: 'refused',
      refusal: 'blocked_by_recipient',
    });
  });

  it('reads no credit, a server error or no answer as worth trying again, and sends nothing', async () => {
    const before = fake.sent.length;
    fake.behave('+254712000004', { kind: 'status', statusCode: 405, status: 'InsufficientBalance' });
    fake.behave('+254712000005', { kind: 'server_error' });
    fake.behave('+254712000006', { kind: 'no_answer' });
    expect(await gateway.send({ to: '+254712000004', text: 'x' })).toEqual({
      outcome: 'unavailable',
      reason: 'insufficient_balance',
    });
    expect(await gateway.send({ to: '+254712000005', text: 'x' })).toEqual({
      outcome: 'unavailable',
      reason: 'http_500',
    });
    expect(await gateway.send({ to: '+254712000006', text: 'x' })).toEqual({
      outcome: 'unavailable',
      reason: 'no_answer',
    });
    expect(fake.sent.length).toBe(before);
  });

  it('says the credentials were refused when the API key is wrong', async () => {
    const wrongKey = new AfricasTalkingGateway({
      ...SETTINGS,
      username: fake.username,
      apiKey: 'not-the-key-0000000',
      baseUrl: fake.baseUrl,
    });
    expect(await wrongKey.send({ to: '+254712000007', text: 'x' })).toEqual({
      outcome: 'unavailable',
      reason: 'credentials_refused',
    });
  });
});

describe('the cost the gateway reports', () => {
  it('reads KES amounts, and nothing else', () => {
    expect(costInKes('KES 0.8000')).toBe(0.8);
    expect(costInKes('USD 0.01')).toBeNull();
    expect(costInKes(undefined)).toBeNull();
  });
});
