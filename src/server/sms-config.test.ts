import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe("the SMS gateway's configuration", () => {
  const gateway = { AT_USERNAME: 'livelihood', AT_API_KEY: 'k'.repeat(40), AT_CALLBACK_TOKEN: 't'.repeat(40) };

  it('keeps messages in the development outbox when no AT_* setting is given', () => {
    expect(loadConfig({}).sms).toEqual({ gateway: null, pricePerPartKes: 0.8 });
  });

  it("sends through Africa's Talking when the username, key and callback token are set", () => {
    expect(loadConfig({ ...gateway, AT_SENDER_ID: 'LIVELIHOOD', SMS_PRICE_PER_PART_KES: '0.6' }).sms).toEqual({
      gateway: {
        username: 'livelihood',
        apiKey: 'k'.repeat(40),
        senderId: 'LIVELIHOOD',
        baseUrl: 'https://api.africastalking.com',
        callbackToken: 't'.repeat(40),
        requestTimeoutMs: 15_000,
      },
      pricePerPartKes: 0.6,
    });
  });

  it('talks to the sandbox for the sandbox username, or to AT_BASE_URL', () => {
    expect(loadConfig({ ...gateway, AT_USERNAME: 'sandbox' }).sms.gateway?.baseUrl).toBe(
      'https://api.sandbox.africastalking.com',
    );
    expect(loadConfig({ ...gateway, AT_BASE_URL: 'http://127.0.0.1:9000/' }).sms.gateway?.baseUrl).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('refuses to start with half a set, or a sender ID and no account, naming what is missing', () => {
    expect(() => loadConfig({ ...gateway, AT_API_KEY: '' })).toThrow(/AT_API_KEY/);
    expect(() => loadConfig({ ...gateway, AT_CALLBACK_TOKEN: 'short' })).toThrow(/AT_CALLBACK_TOKEN/);
    expect(() => loadConfig({ AT_SENDER_ID: 'LIVELIHOOD' })).toThrow(/AT_SENDER_ID/);
    expect(() => loadConfig({ ...gateway, AT_SENDER_ID: 'A SENDER ID TOO LONG' })).toThrow(/AT_SENDER_ID/);
  });
});
