import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import type { Auth } from './auth';
import { findPersonById, findSessionPerson, signedSessionToken } from './session-lookup';

/** The person with their staff standing and scope, as a request sees them (the seed acts as one too). */
export function findCurrentUser(db: Database, userId: string): Promise<CurrentUser | null> {
  return findPersonById(db, userId);
}

/** What the loader needs of better-auth's settings, read once. */
async function sessionSettings(auth: Auth) {
  const context = await auth.$context;
  // Typed as our own options (auth.ts sets neither): read it anyway, should it ever be set.
  const session = context.options.session as { disableSessionRefresh?: boolean } | undefined;
  return {
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
    refreshDisabled: session?.disableSessionRefresh === true,
  };
}

type SessionSettings = Awaited<ReturnType<typeof sessionSettings>>;

/**
 * Whether the session can be used as it is: not ended, and not yet due for the
 * renewal better-auth gives a session a day (updateAge) after its last one.
 * Same arithmetic as better-auth's getSession.
 */
function usableAsItIs(expiresAt: Date, settings: SessionSettings, now: number): boolean {
  if (expiresAt.getTime() < now) return false;
  if (settings.refreshDisabled) return true;
  return expiresAt.getTime() - settings.expiresInMs + settings.updateAgeMs > now;
}

/**
 * Reads the session cookie and loads the person with their staff standing, once
 * per request. The usual case, a live session not due for renewal, costs one
 * signature check and one statement. An ended session, or one due for renewal,
 * goes through better-auth's getSession, which deletes or renews it exactly as
 * it always has; then the person is read again.
 */
export function createCurrentUserLoader(auth: Auth, db: Database) {
  const cache = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();
  let settings: Promise<SessionSettings> | undefined;

  async function load(request: FastifyRequest): Promise<CurrentUser | null> {
    settings ??= sessionSettings(auth);
    const { cookieName, secret, ...timing } = await settings;
    const token = signedSessionToken(request.headers.cookie, cookieName, secret);
    if (!token) return null;
    const found = await findSessionPerson(db, token);
    if (!found) return null;
    if (usableAsItIs(found.expiresAt, { cookieName, secret, ...timing }, Date.now())) return found.user;
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    return session ? findPersonById(db, session.user.id) : null;
  }

  return (request: FastifyRequest): Promise<CurrentUser | null> => {
    let pending = cache.get(request);
    if (!pending) {
      pending = load(request);
      cache.set(request, pending);
    }
    return pending;
  };
}

export type CurrentUserLoader = ReturnType<typeof createCurrentUserLoader>;
