import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { NetworkInterfaces } from './trusted-origins';

const PRODUCTION_SECRET = 's'.repeat(40);
/** A machine with loopback only, so that what a test expects does not depend on the network it runs on. */
const NO_NETWORK = {};
const CAMP_LAPTOP: NetworkInterfaces = {
  lo: [
    {
      address: '127.0.0.1',
      netmask: '255.0.0.0',
      family: 'IPv4',
      mac: '00:00:00:00:00:00',
      internal: true,
      cidr: '127.0.0.1/8',
    },
  ],
  wlan0: [
    {
      address: '192.168.1.20',
      netmask: '255.255.255.0',
      family: 'IPv4',
      mac: '02:00:00:00:00:01',
      internal: false,
      cidr: '192.168.1.20/24',
    },
    {
      address: 'fd00::20',
      netmask: 'ffff:ffff:ffff:ffff::',
      family: 'IPv6',
      mac: '02:00:00:00:00:01',
      internal: false,
      cidr: 'fd00::20/64',
      scopeid: 0,
    },
    // Link-local: a browser cannot open it without a zone id, so it is neither trusted nor printed.
    {
      address: 'fe80::1',
      netmask: 'ffff:ffff:ffff:ffff::',
      family: 'IPv6',
      mac: '02:00:00:00:00:01',
      internal: false,
      cidr: 'fe80::1/64',
      scopeid: 2,
    },
  ],
};

describe('loadConfig', () => {
  it('runs on a laptop with no variables at all', () => {
    expect(loadConfig({}, NO_NETWORK)).toEqual({
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
      trustedOrigins: [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
        'http://localhost:5173',
        'http://127.0.0.1:5173',
      ],
      trustProxy: false,
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      apiRateLimits: { perSession: 600, perAddress: 1200 },
      databasePoolSize: 10,
      databaseStatementTimeoutMs: 30_000,
      jobConcurrency: { short: 1, long: 1 },
      httpTimeouts: { headersMs: 20_000, uploadGraceMs: 15_000, minUploadBytesPerSecond: 1024 },
      webDistDir: path.resolve('./dist/web'),
      devInboxEnabled: true,
      mpesa: null,
      sms: { gateway: null, pricePerPartKes: 0.8 },
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

  describe('trusted origins', () => {
    it("outside production, trusts the machine's own addresses on PORT, by name, loopback and network address", () => {
      expect(loadConfig({ PORT: '3100' }, CAMP_LAPTOP).trustedOrigins).toEqual([
        'http://localhost:3100',
        'http://127.0.0.1:3100',
        'http://[::1]:3100',
        'http://192.168.1.20:3100',
        'http://[fd00::20]:3100',
        'http://localhost:5173',
        'http://127.0.0.1:5173',
      ]);
    });

    it('in production, trusts BASE_URL and TRUSTED_ORIGINS only, written as origins', () => {
      const config = loadConfig(
        {
          NODE_ENV: 'production',
          AUTH_SECRET: PRODUCTION_SECRET,
          BASE_URL: 'https://livelihood.example/',
          TRUSTED_ORIGINS: ' http://10.0.0.5:3000/ ,HTTPS://Kakuma.Livelihood.example,, ',
        },
        CAMP_LAPTOP,
      );
      expect(config.trustedOrigins).toEqual([
        'https://livelihood.example',
        'http://10.0.0.5:3000',
        'https://kakuma.livelihood.example',
      ]);
    });

    it.each(['10.0.0.5', 'http://10.0.0.5:3000/login', 'ftp://files.example', 'http://camp.example?x=1', 'null'])(
      'refuses %j in TRUSTED_ORIGINS with a message naming the variable',
      (origin) => {
        expect(() => loadConfig({ TRUSTED_ORIGINS: origin })).toThrow(/TRUSTED_ORIGINS/);
      },
    );
  });

  describe('development inbox', () => {
    it.each([
      [{}, true],
      [{ BASE_URL: 'http://127.0.0.1:3000' }, true],
      [{ BASE_URL: 'http://[::1]:3000' }, true],
      [{ BASE_URL: 'http://192.168.1.20:3000' }, false],
      [{ BASE_URL: 'https://livelihood.example' }, false],
      [{ NODE_ENV: 'production', AUTH_SECRET: PRODUCTION_SECRET }, false],
    ])('%j -> served %s: only when the platform runs for this machine alone', (environment, expected) => {
      expect(loadConfig(environment).devInboxEnabled).toBe(expected);
    });
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
      // Demo accounts share a published password: a production server never gets them unless asked.
      [{ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32) }, false],
      [{ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32), SEED_DEMO: '1' }, true],
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
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE/],
    [{ API_RATE_LIMIT_PER_SESSION: '0' }, /API_RATE_LIMIT_PER_SESSION/],
    [{ API_RATE_LIMIT_PER_ADDRESS: 'many' }, /API_RATE_LIMIT_PER_ADDRESS/],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' }, /DATABASE_STATEMENT_TIMEOUT_MS/],
    [{ HTTP_MIN_UPLOAD_BYTES_PER_SECOND: '0' }, /HTTP_MIN_UPLOAD_BYTES_PER_SECOND/],
  ])('refuses %j with a message naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
  });

  it('reads flags and numbers', () => {
    expect(
      loadConfig({ TRUST_PROXY: '1', BODY_LIMIT_BYTES: '2048', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://mail:25' }),
    ).toMatchObject({
      trustProxy: true,
      bodyLimitBytes: 2048,
      logLevel: 'silent',
      smtpUrl: 'smtp://mail:25',
    });
  });

  it('sizes the database pool and limits statements and slow clients as told', () => {
    expect(
      loadConfig({
        DATABASE_POOL_SIZE: '40',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_UPLOAD_GRACE_MS: '8000',
        HTTP_MIN_UPLOAD_BYTES_PER_SECOND: '4096',
        JOBS_SHORT_CONCURRENCY: '2',
        JOBS_LONG_CONCURRENCY: '3',
      }),
    ).toMatchObject({
      databasePoolSize: 40,
      databaseStatementTimeoutMs: 0,
      jobConcurrency: { short: 2, long: 3 },
      httpTimeouts: { headersMs: 5000, uploadGraceMs: 8000, minUploadBytesPerSecond: 4096 },
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
      expect(
        loadConfig({ ...mpesa, MPESA_BASE_URL: 'https://api.safaricom.co.ke', MPESA_MAX_STATUS_QUERIES: '3' }).mpesa,
      ).toMatchObject({
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
