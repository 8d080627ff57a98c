import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from './platform/loopback';
import { SMS_ENVIRONMENT, smsConfig, type SmsConfig } from './sms-config';
import { machineOrigins, parseTrustedOrigins, type NetworkInterfaces } from './trusted-origins';

/*
 * The environment is read here, once, and nowhere else. Every variable has a
 * default that runs the app on a laptop; the README's configuration table
 * mirrors this schema.
 */
const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
/** Compose files often set a variable to nothing: that means unset. */
const blankOr = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  BASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  FILES_DIR: z.string().optional(),
  SEED_DEMO: booleanFlag.optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Livelihood Platform <no-reply@livelihood.local>'),
  TRUSTED_ORIGINS: blankOr(z.string()),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  // API requests a minute; the reasons for the defaults are in http/request-rate-limits.ts.
  API_RATE_LIMIT_PER_SESSION: z.coerce.number().int().positive().default(600),
  API_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(1200),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  JOBS_SHORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  JOBS_LONG_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  HTTP_UPLOAD_GRACE_MS: z.coerce.number().int().min(100).default(15_000),
  HTTP_MIN_UPLOAD_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(1024),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  S3_BUCKET: blankOr(z.string()),
  S3_REGION: blankOr(z.string()),
  S3_ENDPOINT: blankOr(z.url({ protocol: /^https?$/ })),
  S3_ACCESS_KEY_ID: blankOr(z.string()),
  S3_SECRET_ACCESS_KEY: blankOr(z.string()),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: blankOr(z.string()),
  S3_SSE: blankOr(z.enum(['AES256', 'aws:kms'])),
  MPESA_BASE_URL: blankOr(z.url({ protocol: /^https?$/ })),
  MPESA_CONSUMER_KEY: blankOr(z.string()),
  MPESA_CONSUMER_SECRET: blankOr(z.string()),
  MPESA_SHORTCODE: blankOr(z.string().regex(/^\d{5,9}$/, 'a shortcode of 5 to 9 digits')),
  MPESA_INITIATOR_NAME: blankOr(z.string()),
  MPESA_SECURITY_CREDENTIAL: blankOr(z.string()),
  MPESA_CALLBACK_TOKEN: blankOr(z.string().regex(/^[A-Za-z0-9_-]{32,}$/, 'at least 32 letters, digits, - or _')),
  MPESA_STATUS_QUERY_AFTER_MINUTES: z.coerce.number().int().min(1).default(10),
  MPESA_MAX_STATUS_QUERIES: z.coerce.number().int().min(1).default(6),
  ...SMS_ENVIRONMENT,
});

type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  /** Uploaded files (local-disk storage). */
  filesDir: string;
  /** Unset: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /** Undefined outside production: a per-data-directory secret is generated and kept in dataDir. */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Origins whose pages may sign in and change data: BASE_URL's, TRUSTED_ORIGINS and,
   * outside production, this machine's own addresses on PORT.
   */
  trustedOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  /** API requests a minute per instance: per signed-in session, and per address for the rest. */
  apiRateLimits: { perSession: number; perAddress: number };
  /** Connections of the requests' PostgreSQL pool (background work has a few of its own). */
  databasePoolSize: number;
  /** A request's statement running longer is cancelled (0: never); background jobs have no such limit. */
  databaseStatementTimeoutMs: number;
  /** Background jobs running at once in this instance: short ones (mail) and long ones (imports, scans) never share a slot. */
  jobConcurrency: { short: number; long: number };
  httpTimeouts: HttpTimeouts;
  webDistDir: string;
  /**
   * The development inbox is served only outside production mode and only when BASE_URL
   * is this machine (and then only to requests from the machine itself): the mail it
   * holds are password resets.
   */
  devInboxEnabled: boolean;
  /** Set when S3_BUCKET is: uploaded files go to S3-compatible object storage instead of filesDir. */
  s3: S3Config | undefined;
  /** Set when every MPESA_* credential is: batches can then be paid by M-Pesa B2C. */
  mpesa: MpesaConfig | null;
  /** SMS by Africa's Talking when every AT_* credential is set; else the development outbox. */
  sms: SmsConfig;
}

/** How long the server waits for a slow client (see http/server-timeouts.ts for why these numbers). */
export interface HttpTimeouts {
  /** A request's headers must have arrived within this. */
  headersMs: number;
  /** A body is never cut in its first moments, whatever its rate... */
  uploadGraceMs: number;
  /** ...but after that it must have arrived at this average rate at least. */
  minUploadBytesPerSecond: number;
}

/** M-Pesa B2C through Safaricom's Daraja API. */
export interface MpesaConfig {
  /** https://sandbox.safaricom.co.ke or https://api.safaricom.co.ke, without a trailing slash. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The B2C shortcode money is paid from (PartyA). */
  shortcode: string;
  initiatorName: string;
  /**
   * The initiator's password already encrypted with Safaricom's public
   * certificate, base64, as Daraja expects it: the operator makes it once, so
   * the plain password never reaches this server.
   */
  securityCredential: string;
  /** A secret part of the callback addresses: Daraja signs nothing, so knowing it is what makes a callback ours. */
  callbackToken: string;
  /** Where Daraja posts results: BASE_URL + /api/v1/payments/mpesa/<token>/... */
  callbackBaseUrl: string;
  /** A payment with no result this long after it was sent (or last asked about) is asked about. */
  statusQueryAfterMinutes: number;
  /** After this many unanswered status queries a payment is left for staff to check. */
  maxStatusQueries: number;
  requestTimeoutMs: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** For MinIO and other providers; unset: AWS. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Put before every key, without slashes at either end ('' for none). */
  prefix: string;
  serverSideEncryption: 'AES256' | 'aws:kms' | undefined;
}

const MPESA_REQUIRED = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_INITIATOR_NAME',
  'MPESA_SECURITY_CREDENTIAL',
  'MPESA_CALLBACK_TOKEN',
] as const;

function mpesaConfig(e: Environment, baseUrl: string): MpesaConfig | null {
  const missing = MPESA_REQUIRED.filter((name) => !e[name]);
  if (missing.length === MPESA_REQUIRED.length) return null;
  // Half a configuration would offer M-Pesa to staff and then fail every payment: say so at start instead.
  if (missing.length > 0)
    throw new Error(
      `Invalid configuration: M-Pesa needs ${missing.join(', ')} as well (or none of the MPESA_* settings)`,
    );
  return {
    baseUrl: (e.MPESA_BASE_URL ?? 'https://sandbox.safaricom.co.ke').replace(/\/$/, ''),
    consumerKey: e.MPESA_CONSUMER_KEY!,
    consumerSecret: e.MPESA_CONSUMER_SECRET!,
    shortcode: e.MPESA_SHORTCODE!,
    initiatorName: e.MPESA_INITIATOR_NAME!,
    securityCredential: e.MPESA_SECURITY_CREDENTIAL!,
    callbackToken: e.MPESA_CALLBACK_TOKEN!,
    callbackBaseUrl: `${baseUrl}/api/v1/payments/mpesa/${e.MPESA_CALLBACK_TOKEN!}`,
    statusQueryAfterMinutes: e.MPESA_STATUS_QUERY_AFTER_MINUTES,
    maxStatusQueries: e.MPESA_MAX_STATUS_QUERIES,
    requestTimeoutMs: 30_000,
  };
}

function s3Config(e: Environment): S3Config | undefined {
  const setting = Object.keys(e).find(
    (name) => name.startsWith('S3_') && name !== 'S3_FORCE_PATH_STYLE' && e[name as keyof Environment] !== undefined,
  );
  if (!e.S3_BUCKET) {
    // Without a bucket the files would silently land on the local disk: say so instead.
    if (setting)
      throw new Error(
        `Invalid configuration: ${setting} is set but S3_BUCKET is not; set S3_BUCKET to store files in S3`,
      );
    return undefined;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; set both, or neither to use the AWS SDK default credential chain',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
    serverSideEncryption: e.S3_SSE,
  };
}

/** `interfaces`: this machine's network interfaces (tests pass their own). */
export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  interfaces: NetworkInterfaces = os.networkInterfaces(),
): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new Error('Invalid configuration: AUTH_SECRET (at least 32 characters) is required in production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    dataDir: path.resolve(e.DATA_DIR),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    databaseUrl: e.DATABASE_URL || undefined,
    // Demo data goes on the embedded database by default, never on a real server unless asked.
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && e.NODE_ENV !== 'production'),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    trustedOrigins: [
      ...new Set([
        new URL(baseUrl).origin,
        ...parseTrustedOrigins(e.TRUSTED_ORIGINS),
        ...(e.NODE_ENV === 'production' ? [] : machineOrigins(e.PORT, interfaces)),
      ]),
    ],
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    apiRateLimits: { perSession: e.API_RATE_LIMIT_PER_SESSION, perAddress: e.API_RATE_LIMIT_PER_ADDRESS },
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    jobConcurrency: { short: e.JOBS_SHORT_CONCURRENCY, long: e.JOBS_LONG_CONCURRENCY },
    httpTimeouts: {
      headersMs: e.HTTP_HEADERS_TIMEOUT_MS,
      uploadGraceMs: e.HTTP_UPLOAD_GRACE_MS,
      minUploadBytesPerSecond: e.HTTP_MIN_UPLOAD_BYTES_PER_SECOND,
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    devInboxEnabled: e.NODE_ENV !== 'production' && isLoopbackHost(new URL(baseUrl).hostname),
    s3: s3Config(e),
    mpesa: mpesaConfig(e, baseUrl),
    sms: smsConfig(e),
  };
}
