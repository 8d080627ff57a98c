import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { normalizePhone } from '@domain/phone';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@domain/constants';
import { isUserType } from '@domain/user-types';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { valueFreeLog } from '@server/http/loggable-error';
import { accounts, sessions, staffMembers, users, verifications } from '@server/db/schema';
import { languageFromHeader } from '@server/platform/i18n';
import type { Mailer } from '@server/platform/mail/mailer';
import { passwordResetEmail, verificationEmail } from '@server/platform/mail/templates';
import { answerKnownAddressSignUp } from './known-address-sign-up';

/** How passwords are hashed and checked; better-auth's scrypt when not given. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
  /** Only the API tests pass one (a cheaper scrypt): the running app always uses better-auth's own. */
  passwordHasher?: PasswordHasher;
}

const DAY_SECONDS = 24 * 60 * 60;

function languageOf(request: Request | undefined) {
  return languageFromHeader(request?.headers.get('accept-language') ?? undefined);
}

/**
 * better-auth owns passwords (scrypt hashes), sessions (httpOnly cookies backed
 * by the auth_sessions table) and one-time tokens. Staff approval and admin
 * rights are NOT user fields a client could send: they live in staff_members.
 */
export function createAuth({ config, db, mailer, secret, passwordHasher }: AuthDeps) {
  return betterAuth({
    appName: 'Livelihood Management System',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    // The same list as the same-origin guard in front of it (http/same-origin-guard.ts), so the two never disagree.
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    // Its own error lines can hold a failed statement with the new user's values: they go out without them.
    logger: { level: 'error', log: valueFreeLog() },
    // An error inside an endpoint (the database going away) is thrown to our error handler, which answers 503 for
    // a lost database and logs no values, instead of a bare 500 and the failed statement's values on stderr.
    onAPIError: { throw: true },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // Our own limiter (platform/rate-limiter.ts) covers auth, per IP and per account, across instances.
    rateLimit: { enabled: false },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        phoneNumber: { type: 'string', required: true, input: true },
        userType: { type: 'string', required: true, input: true },
      },
    },
    session: {
      expiresIn: 7 * DAY_SECONDS,
      // A session used at least once a day renews itself; an idle one ends after a week.
      updateAge: DAY_SECONDS,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHasher && { password: passwordHasher }),
      sendResetPassword: async ({ user, url }, request) => {
        await mailer.send(passwordResetEmail(languageOf(request), user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, url }, request) => {
        await mailer.send(verificationEmail(languageOf(request), user.email, user.name, url));
      },
    },
    hooks: { before: answerKnownAddressSignUp(mailer, config.baseUrl) },
    advanced: {
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
      // better-auth switches its origin and callback checks off when NODE_ENV is test: keep them, so tests see what production does.
      disableOriginCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          // Routes validate first; this is the last line of defence for any other path in.
          before: async (user) => {
            const phone = normalizePhone(String(user.phoneNumber ?? ''));
            if (!phone || !isUserType(user.userType)) return false;
            const firstName = String(user.firstName).trim();
            const lastName = String(user.lastName).trim();
            return { data: { ...user, firstName, lastName, name: `${firstName} ${lastName}`, phoneNumber: phone } };
          },
          after: async (user) => {
            if (user.userType === 'staff') {
              await db.insert(staffMembers).values({ userId: user.id, status: 'pending' }).onConflictDoNothing();
            }
          },
        },
        update: {
          // The account type decides which portal and data a person reaches: it is set once, at sign-up.
          before: async (changes) => {
            if ('userType' in changes) return false;
            if ('phoneNumber' in changes) {
              const phone = normalizePhone(String(changes.phoneNumber ?? ''));
              if (!phone) return false;
              return { data: { ...changes, phoneNumber: phone } };
            }
            return { data: changes };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
