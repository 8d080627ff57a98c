import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CurrentUser } from '@domain/me';
import type { CurrentUserLoader } from './current-user';
import { requirePortal, requireStaffAdmin, requireUser } from './guards';

/**
 * Who a route is for. Every /api route is registered in the scope of exactly
 * one audience, so an endpoint cannot be opened by a handler that forgot to
 * check who is calling.
 */
export type Audience = OpenAudience | GuardedAudience;
/** Anyone (health, sign-in, the documentation), or another server that proves itself its own way (M-Pesa callbacks). */
export type OpenAudience = 'public' | 'serverToServer';
/** Someone signed in: anyone, or the account type of one portal (staff approved and not deactivated). */
export type GuardedAudience = 'signedIn' | 'beneficiary' | 'employer' | 'staff' | 'staffAdmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    audience?: Audience;
  }
}

const GATES: Record<GuardedAudience, (user: CurrentUser | null) => CurrentUser> = {
  signedIn: requireUser,
  beneficiary: (user) => requirePortal(user, 'beneficiary'),
  employer: (user) => requirePortal(user, 'employer'),
  staff: (user) => requirePortal(user, 'staff'),
  staffAdmin: requireStaffAdmin,
};

const admittedUsers = new WeakMap<FastifyRequest, CurrentUser>();

/** The person a guarded scope let in. Only a handler registered under a guarded audience may ask. */
export function portalUser(request: FastifyRequest): CurrentUser {
  const user = admittedUsers.get(request);
  if (!user) throw new Error(`${request.routeOptions.url ?? request.url} is not registered under a guarded audience`);
  return user;
}

/** Marks each route of the scope with its audience; a scope inside another audience's scope is a mistake. */
function declareAudience(scope: FastifyInstance, audience: Audience): void {
  scope.addHook('onRoute', (route) => {
    const declared = route.config?.audience;
    if (declared && declared !== audience) {
      throw new Error(`${route.method} ${route.url} is declared for both ${declared} and ${audience}`);
    }
    route.config = { ...route.config, audience };
  });
}

/** Registers route plugins for anyone, or for other servers: no session is read. */
export function openScope(audience: OpenAudience, plugins: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod {
  return async (scope) => {
    declareAudience(scope, audience);
    for (const plugin of plugins) await scope.register(plugin);
  };
}

/**
 * Registers route plugins behind one gate. The user is loaded once per request
 * and a wrong role refused before any handler runs. A preHandler, so that bad
 * input is still answered by validation first, whoever sends it.
 */
export function guardedScope(
  audience: GuardedAudience,
  loadCurrentUser: CurrentUserLoader,
  plugins: FastifyPluginAsyncZod[],
): FastifyPluginAsyncZod {
  const gate = GATES[audience];
  return async (scope) => {
    declareAudience(scope, audience);
    scope.addHook('preHandler', async (request) => {
      admittedUsers.set(request, gate(await loadCurrentUser(request)));
    });
    for (const plugin of plugins) await scope.register(plugin);
  };
}

export interface RouteAudience {
  method: string;
  url: string;
  audience: Audience | undefined;
}

/** A route as declared, and its options, which the audience scope completes after this is taken. */
interface RecordedRoute {
  url: string;
  options: RouteOptions;
}

const apiRoutesOf = new WeakMap<FastifyInstance, RecordedRoute[]>();

/** Every /api route the app registered (HEAD twins aside), with the audience it was declared for. */
export function routeAudiences(app: FastifyInstance): RouteAudience[] {
  return (apiRoutesOf.get(app) ?? []).flatMap(({ url, options }) =>
    // A plugin's '/' route is also registered with a trailing slash, sharing these options.
    [...new Set([url, options.url])].flatMap((address) =>
      [options.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url: address, audience: options.config?.audience })),
    ),
  );
}

/** Refuses to start an app with an /api route registered outside every audience scope. Call before any route. */
export function requireDeclaredAudiences(app: FastifyInstance): void {
  const apiRoutes: RecordedRoute[] = [];
  apiRoutesOf.set(app, apiRoutes);
  // Runs before the scopes' own hooks: it keeps the route, whose audience the scope adds next.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api')) apiRoutes.push({ url: route.url, options: route });
  });
  app.addHook('onReady', async () => {
    const undeclared = routeAudiences(app).filter((route) => !route.audience);
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`Routes registered outside every audience scope: ${names}`);
    }
  });
}
