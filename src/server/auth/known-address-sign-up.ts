import { randomBytes } from 'node:crypto';
import { createAuthMiddleware } from 'better-auth/api';
import { normalizePhone } from '@domain/phone';
import { languageFromHeader } from '@server/platform/i18n';
import type { Mailer } from '@server/platform/mail/mailer';
import { existingAccountSignUpEmail } from '@server/platform/mail/templates';

const SIGN_UP_PATH = '/sign-up/email';

/** better-auth's id alphabet and length, so a made-up id reads like a real one. */
function lookalikeId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * A sign-up for an address that already has an account is answered exactly as
 * a new one (200, the same user fields, after hashing the password just as
 * long) so the answer never tells anyone whether an address is registered.
 * The owner learns of it by mail instead, with the way back in. Runs inside
 * better-auth, after our route has validated the body and applied its limits.
 */
export function answerKnownAddressSignUp(mailer: Mailer, baseUrl: string) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_UP_PATH || !ctx.body) return;
    const body = ctx.body as Record<string, unknown>;
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();
    const existing = await ctx.context.internalAdapter.findUserByEmail(email);
    if (!existing?.user) return;

    await ctx.context.password.hash(String(body.password ?? ''));
    const language = languageFromHeader(ctx.headers?.get('accept-language') ?? undefined);
    const links = { signIn: `${baseUrl}/auth/signin`, resetPassword: `${baseUrl}/auth/forgot-password` };
    try {
      await mailer.send(existingAccountSignUpEmail(language, existing.user.email, existing.user.name, links));
    } catch {
      // A new account's verification mail failing does not change its answer either.
      ctx.context.logger.error('could not send the sign-up notice to an existing account');
    }

    const firstName = String(body.firstName ?? '').trim();
    const lastName = String(body.lastName ?? '').trim();
    const now = new Date();
    return ctx.json({
      token: null,
      user: {
        id: lookalikeId(),
        name: `${firstName} ${lastName}`,
        email,
        emailVerified: false,
        image: null,
        createdAt: now,
        updatedAt: now,
        firstName,
        lastName,
        phoneNumber: normalizePhone(String(body.phoneNumber ?? '')) ?? '',
        userType: body.userType,
      },
    });
  });
}
