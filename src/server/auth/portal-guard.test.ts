import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@domain/me';
import { registerErrorHandler } from '@server/http/error-handler';
import type { CurrentUserLoader } from './current-user';
import { guardedScope, openScope, portalUser, requireDeclaredAudiences, routeAudiences } from './portal-guard';

const employer: CurrentUser = {
  id: 'user-1',
  email: 'employer@test.local',
  emailVerified: true,
  firstName: 'Joseph',
  lastName: 'Otieno',
  phoneNumber: '+254712345678',
  userType: 'employer',
  staff: null,
};

function appFor(user: CurrentUser | null) {
  const app = Fastify();
  registerErrorHandler(app);
  requireDeclaredAudiences(app);
  let loads = 0;
  const loadCurrentUser = (async () => {
    loads += 1;
    return user;
  }) as unknown as CurrentUserLoader;
  return { app, loadCurrentUser, loads: () => loads };
}

describe('the audience scopes', () => {
  it('loads the user once and hands the handler the person it admitted', async () => {
    const { app, loadCurrentUser, loads } = appFor(employer);
    await app.register(
      guardedScope('employer', loadCurrentUser, [
        async (scope) => {
          scope.get('/api/v1/employer/whoami', async (request) => ({ id: portalUser(request).id }));
        },
      ]),
    );
    const response = await app.inject({ method: 'GET', url: '/api/v1/employer/whoami' });
    expect(response.json()).toEqual({ id: 'user-1' });
    expect(loads()).toBe(1);
  });

  it('refuses another portal before the handler runs', async () => {
    const { app, loadCurrentUser } = appFor(employer);
    let handled = false;
    await app.register(
      guardedScope('staff', loadCurrentUser, [
        async (scope) => {
          scope.get('/api/v1/staff/thing', async () => {
            handled = true;
            return {};
          });
        },
      ]),
    );
    const response = await app.inject({ method: 'GET', url: '/api/v1/staff/thing' });
    expect(response.statusCode).toBe(403);
    expect(handled).toBe(false);
  });

  it('answers 401 to someone signed out', async () => {
    const { app, loadCurrentUser } = appFor(null);
    await app.register(
      guardedScope('signedIn', loadCurrentUser, [
        async (scope) => {
          scope.get('/api/v1/anything', async () => ({}));
        },
      ]),
    );
    expect((await app.inject({ method: 'GET', url: '/api/v1/anything' })).statusCode).toBe(401);
  });

  it('will not start with an /api route outside every scope', async () => {
    const { app } = appFor(employer);
    await app.register(openScope('public', [async (scope) => void scope.get('/api/health', async () => ({}))]));
    app.get('/api/v1/forgotten', async () => ({}));
    await expect(app.ready()).rejects.toThrow('GET /api/v1/forgotten');
  });

  it('lists each route with its audience', async () => {
    const { app } = appFor(employer);
    await app.register(
      openScope('serverToServer', [async (scope) => void scope.post('/api/v1/callback', async () => ({}))]),
    );
    await app.ready();
    expect(routeAudiences(app)).toEqual([{ method: 'POST', url: '/api/v1/callback', audience: 'serverToServer' }]);
  });

  it('refuses a handler outside a guarded scope that asks for the portal user', async () => {
    const { app } = appFor(employer);
    await app.register(
      openScope('public', [async (scope) => void scope.get('/api/open', async (request) => portalUser(request))]),
    );
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(500);
  });
});
