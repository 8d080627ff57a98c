import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, signUpBody } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { lanOrigins } from '@server/trusted-origins';

/*
 * Camp networks often have no DNS name: people open the platform by the
 * machine's IP address. Signing in from there must work, and an address that
 * is not set up must be refused in words the person can act on.
 */
type Sibling = Awaited<ReturnType<typeof buildSiblingApp>>;

async function accountOn(app: Sibling) {
  const body = signUpBody();
  const response = await app.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body });
  expect(response.statusCode).toBe(200);
  return { email: body.email, password: body.password };
}

function signInFrom(
  app: Sibling,
  origin: string,
  account: { email: string; password: string },
  headers: Record<string, string | undefined> = {},
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    // What a browser sends with the sign-in form's fetch.
    headers: { origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', ...headers },
    payload: account,
  });
}

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name.endsWith('better-auth.session_token') && cookie.value !== '');

describe('signing in by the address people open', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('in development, on http://localhost:3000', () => {
    let development: Sibling;
    let account: { email: string; password: string };
    beforeAll(async () => {
      development = await buildSiblingApp(t, { NODE_ENV: 'development' });
      account = await accountOn(development);
    });
    afterAll(() => development.app.close());

    it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
      'signs in from %s',
      async (origin) => {
        const response = await signInFrom(development, origin, account);
        expect(response.statusCode).toBe(200);
        expect(sessionCookie(response)).toBeDefined();
      },
    );

    const [networkAddress] = lanOrigins(3000, os.networkInterfaces());
    it.runIf(networkAddress)("signs in from the machine's network address (%s)", async () => {
      expect((await signInFrom(development, networkAddress!, account)).statusCode).toBe(200);
    });

    it('refuses an address that is not this machine, saying what to open and what to ask for', async () => {
      const response = await signInFrom(development, 'http://192.0.2.44:3000', account);
      expect(response.statusCode).toBe(403);
      expect(sessionCookie(response)).toBeUndefined();
      expect(response.json().detail).toBe(
        'This address is not set up for signing in or making changes. Open the platform at http://localhost:3000, or ask the administrator to add this address to TRUSTED_ORIGINS.',
      );
      const swahili = await signInFrom(development, 'http://192.0.2.44:3000', account, { 'accept-language': 'sw' });
      expect(swahili.json().detail).toBe(
        'Anwani hii haijawekwa kwa ajili ya kuingia wala kufanya mabadiliko. Fungua mfumo kupitia http://localhost:3000, au mwombe msimamizi aongeze anwani hii kwenye TRUSTED_ORIGINS.',
      );
    });

    it("words better-auth's own origin refusal the same way", async () => {
      // A page that sent no Origin but a foreign Referer passes the guard and reaches better-auth's check.
      const foreignReferer = await signInFrom(development, '', account, {
        origin: undefined,
        referer: 'http://192.0.2.44:3000/auth/signin',
      });
      expect(foreignReferer.statusCode).toBe(403);
      expect(foreignReferer.json().detail).toContain(
        'Open the platform at http://localhost:3000, or ask the administrator to add this address to TRUSTED_ORIGINS.',
      );
      const nothing = await signInFrom(development, '', account, { origin: undefined });
      expect(nothing.statusCode).toBe(403);
      expect(nothing.json().detail).toContain('did not come from the platform');
    });
  });

  describe('in production, only BASE_URL and TRUSTED_ORIGINS', () => {
    let production: Sibling;
    let account: { email: string; password: string };
    beforeAll(async () => {
      production = await buildSiblingApp(t, {
        NODE_ENV: 'production',
        AUTH_SECRET: 'p'.repeat(40),
        BASE_URL: 'https://livelihood.example',
        TRUSTED_ORIGINS: 'http://10.0.0.5:3000',
      });
      account = await accountOn(production);
    });
    afterAll(() => production.app.close());

    it.each(['https://livelihood.example', 'http://10.0.0.5:3000'])('signs in from %s', async (origin) => {
      expect((await signInFrom(production, origin, account)).statusCode).toBe(200);
    });

    it('refuses the machine by its loopback address, naming BASE_URL', async () => {
      const response = await signInFrom(production, 'http://127.0.0.1:3000', account);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toContain('Open the platform at https://livelihood.example');
    });
  });
});
