import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const PRODUCTION_SECRET = 's'.repeat(40);

describe('loadConfig', () => {
  it('runs on a laptop with no variables at all', () => {
    expect(loadConfig({})).toEqual({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      baseUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      filesDir: path.resolve('./data/files'),
      databaseUrl: undefined,
      seedDemo: true,
      authSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Livelihood Platform <no-reply@livelihood.local>',
      trustProxy: false,
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      webDistDir: path.resolve('./dist/web'),
      devInboxEnabled: true,
      mpesa: null,
    });
  });

  it('keeps uploaded files under DATA_DIR unless FILES_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/livelihood' }).filesDir).toBe('/srv/livelihood/files');
    expect(loadConfig({ DATA_DIR: '/srv/livelihood', FILES_DIR: '/mnt/files' }).filesDir).toBe('/mnt/files');
  });

  it('derives the base URL from PORT and drops a trailing slash from BASE_URL', () => {
    expect(loadConfig({ PORT: '3100' }).baseUrl).toBe('http://localhost:3100');
    expect(loadConfig({ BASE_URL: 'https://livelihood.example/' }).baseUrl).toBe('https://livelihood.example');
  });

  describe('demo data', () => {
    it.each([
      [{}, true],
      [{ SEED_DEMO: '0' }, false],
      [{ SEED_DEMO: 'false' }, false],
      [{ DATABASE_URL: 'postgres://db/app' }, false],
      [{ DATABASE_URL: 'postgres://db/app', SEED_DEMO: '1' }, true],
      [{ DATABASE_URL: 'postgres://db/app', SEED_DEMO: 'true' }, true],
      [{ DATABASE_URL: 'postgres://db/app', SEED_DEMO: '0' }, false],
    ])('%j -> seedDemo %s', (environment, expected) => {
      expect(loadConfig(environment).seedDemo).toBe(expected);
    });

    it('treats an empty DATABASE_URL as unset (embedded, seeded)', () => {
      expect(loadConfig({ DATABASE_URL: '' })).toMatchObject({ databaseUrl: undefined, seedDemo: true });
    });
  });

  describe('production', () => {
    it('requires AUTH_SECRET', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    });

    it('refuses a short AUTH_SECRET', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    });

    it('runs with a secret and never serves the development inbox', () => {
      expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: PRODUCTION_SECRET })).toMatchObject({
        env: 'production',
        authSecret: PRODUCTION_SECRET,
        devInboxEnabled: false,
      });
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ BASE_URL: 'not a url' }, /BASE_URL/],
    [{ SEED_DEMO: 'yes' }, /SEED_DEMO/],
    [{ BODY_LIMIT_BYTES: '-1' }, /BODY_LIMIT_BYTES/],
  ])('refuses %j with a message naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
  });

  it('reads flags and numbers', () => {
    expect(loadConfig({ TRUST_PROXY: '1', BODY_LIMIT_BYTES: '2048', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://mail:25' })).toMatchObject({
      trustProxy: true,
      bodyLimitBytes: 2048,
      logLevel: 'silent',
      smtpUrl: 'smtp://mail:25',
    });
  });

  describe('M-Pesa', () => {
    const mpesa = {
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '600000',
      MPESA_INITIATOR_NAME: 'testapi',
      MPESA_SECURITY_CREDENTIAL: 'ENCRYPTED==',
      MPESA_CALLBACK_TOKEN: 't'.repeat(40),
    };

    it('is configured by all its credentials, on the sandbox unless told otherwise, with callbacks under BASE_URL', () => {
      expect(loadConfig({ ...mpesa, BASE_URL: 'https://platform.example/' }).mpesa).toEqual({
        baseUrl: 'https://sandbox.safaricom.co.ke',
        consumerKey: 'key',
        consumerSecret: 'secret',
        shortcode: '600000',
        initiatorName: 'testapi',
        securityCredential: 'ENCRYPTED==',
        callbackToken: 't'.repeat(40),
        callbackBaseUrl: `https://platform.example/api/v1/payments/mpesa/${'t'.repeat(40)}`,
        statusQueryAfterMinutes: 10,
        maxStatusQueries: 6,
        requestTimeoutMs: 30_000,
      });
      expect(loadConfig({ ...mpesa, MPESA_BASE_URL: 'https://api.safaricom.co.ke', MPESA_MAX_STATUS_QUERIES: '3' }).mpesa).toMatchObject({
        baseUrl: 'https://api.safaricom.co.ke',
        maxStatusQueries: 3,
      });
    });

    it('refuses half a configuration and a short callback token', () => {
      expect(() => loadConfig({ ...mpesa, MPESA_SECURITY_CREDENTIAL: '' })).toThrow(/MPESA_SECURITY_CREDENTIAL/);
      expect(() => loadConfig({ ...mpesa, MPESA_CALLBACK_TOKEN: 'short' })).toThrow(/MPESA_CALLBACK_TOKEN/);
      expect(loadConfig({ MPESA_BASE_URL: 'https://api.safaricom.co.ke' }).mpesa).toBeNull();
    });
  });
});
