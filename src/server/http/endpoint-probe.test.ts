import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed/demo-accounts';
import { seedDemo } from '@server/db/seed/seed-demo';
import { buildStaffMember, signIn } from '@server/test-support/builders';
import {
  ROLES,
  registeredRoutes,
  ownersOf,
  jsonRequest,
  bodyless,
  probesFor,
  wildcardRoutes,
  STACK_FRAME,
  SQL_TEXT,
  idsIn,
  MPESA,
  NOT_AIMED,
  type Role,
  type Route,
  type Operation,
  type Probe,
} from '@server/test-support/endpoint-probes';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/*
 * An outside probe: every route the app registered (hidden ones included),
 * called as every kind of person with malformed and extreme input. Nothing may
 * answer 5xx (the database is up, so a 503 is a failure too), and no refusal
 * may carry a stack trace or SQL text.
 */

describe('an outside probe of every route as every kind of person finds no 5xx and no leak', () => {
  let t: TestApp;
  const cookies: Partial<Record<Role, string>> = {};
  let paths: Record<string, Record<string, Operation>>;
  let routes: Route[];
  beforeAll(async () => {
    // Rate limits would turn the probe into 429s; they have tests of their own. The demo records give
    // the probe real ids to aim at, so a database of its own.
    t = await createTestApp({
      ownDatabase: true,
      env: { API_RATE_LIMIT_PER_SESSION: '1000000', API_RATE_LIMIT_PER_ADDRESS: '1000000', ...MPESA },
    });
    await seedDemo(t.auth, t.database);
    cookies.beneficiary = await signIn(t, 'amina@demo.local', DEMO_PASSWORD);
    cookies.employer = await signIn(t, 'employer@demo.local', DEMO_PASSWORD);
    cookies.officer = await signIn(t, 'officer@demo.local', DEMO_PASSWORD);
    cookies.admin = await signIn(t, 'admin@demo.local', DEMO_PASSWORD);
    cookies.pendingStaff = (await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null })).cookie;
    paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(() => t?.close());

  const operationOf = (route: Route) => paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];

  function send(role: Role, request: InjectOptions) {
    const cookie = cookies[role];
    return t.app.inject({
      ...request,
      headers: { ...(request.headers as Record<string, string> | undefined), ...(cookie ? { cookie } : {}) },
    });
  }

  /**
   * Sends the probes a few at a time and names every answer that is 5xx or
   * gives away how the server works; counts the ones that got through to the
   * service, which shows the probe went past the validation.
   */
  async function outcomeOf(probes: Probe[]): Promise<{ failures: string[]; served: number }> {
    const failures: string[] = [];
    let served = 0;
    const BATCH = 16;
    for (let start = 0; start < probes.length; start += BATCH) {
      await Promise.all(
        probes.slice(start, start + BATCH).map(async (probe) => {
          const response = await send(probe.role, probe.request);
          const where = `${probe.request.method} ${String(probe.request.url).slice(0, 120)} as ${probe.role} with ${probe.input}`;
          if (response.statusCode < 300) served += 1;
          if (response.statusCode >= 500)
            failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
          else if (response.statusCode >= 400 && (STACK_FRAME.test(response.body) || SQL_TEXT.test(response.body)))
            failures.push(`leak in ${response.statusCode} ${where}: ${response.body.slice(0, 300)}`);
        }),
      );
    }
    return { failures, served };
  }

  /** The route's address filled with ids the person's own lists show, parameter by parameter (at most two per parameter). */
  async function realAddresses(route: Route, role: Role): Promise<string[]> {
    let addresses = [route.url];
    while (addresses.length > 0 && addresses[0]!.includes('/:')) {
      const next: string[] = [];
      for (const address of addresses) {
        const at = address.indexOf('/:');
        const list = await send(role, bodyless('GET', address.slice(0, at)));
        if (list.statusCode !== 200) continue;
        for (const id of idsIn(list.json()))
          next.push(address.slice(0, at) + address.slice(at).replace(/\/:\w+/, `/${id}`));
      }
      addresses = next;
    }
    return addresses.filter((address) => address !== route.url || !route.url.includes(':'));
  }

  it('reads the routes from the app, hidden ones included', () => {
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/beneficiary/documents' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/v1/duplicates/scans/:scanId' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/payments/mpesa/:token/result' });
    expect(routes.some((route) => route.url.includes('*'))).toBe(true);
    const known = routes.map((route) => route.url.replace(/:(\w+)/g, '{$1}'));
    for (const path of Object.keys(paths)) expect(known).toContain(path);
  });

  it(
    'answers every malformed request below 500, with no stack trace or SQL in the answer',
    { timeout: 300_000 },
    async () => {
      const probes: Probe[] = [];
      for (const route of routes.flatMap(wildcardRoutes)) {
        for (const role of ROLES) {
          // Signing out would end the session the rest of the probe uses: it is probed anonymously.
          if (role !== 'anonymous' && route.url === '/api/auth/sign-out') continue;
          for (const probe of await probesFor(route, operationOf(route), role)) probes.push({ ...probe, role });
        }
      }
      expect(probes.length).toBeGreaterThan(5_000);
      expect((await outcomeOf(probes)).failures).toEqual([]);
    },
  );

  it('answers malformed bodies and queries aimed at real records below 500', { timeout: 300_000 }, async () => {
    const probes: Probe[] = [];
    for (const route of routes.filter((candidate) => candidate.url.includes('/:') && !NOT_AIMED.test(candidate.url))) {
      for (const role of ownersOf(route.url)) {
        for (const address of await realAddresses(route, role)) {
          for (const probe of await probesFor(route, operationOf(route), role, address))
            probes.push({ ...probe, role });
        }
      }
    }
    // Daraja's callbacks, at the one address that carries the secret token.
    for (const route of routes.filter((candidate) => candidate.url.startsWith('/api/v1/payments/mpesa/:token/'))) {
      const address = route.url.replace(':token', MPESA.MPESA_CALLBACK_TOKEN);
      for (const probe of await probesFor(route, operationOf(route), 'anonymous', address))
        probes.push({ ...probe, role: 'anonymous' });
    }
    expect(probes.length).toBeGreaterThan(1_000);
    const { failures, served } = await outcomeOf(probes);
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(100);
  });

  describe('dates the database cannot store or a chart cannot draw are bad input', () => {
    const business = {
      name: 'Duka la Amina',
      sector: 'retail',
      location: 'Kakuma',
      status: 'operating',
      employees: 1,
      monthlyRevenue: 1000,
    };
    const invalid = 'Please enter a valid date';
    const outOfRange = 'Choose a date between the years 1900 and 2100';
    it.each([
      [
        'a business started in the year 0',
        'beneficiary',
        jsonRequest('POST', '/api/v1/beneficiary/businesses', { ...business, startDate: '0000-06-01' }),
        invalid,
      ],
      ['the audit log from the year 0', 'admin', bodyless('GET', '/api/v1/staff/audit-log?from=0000-01-01'), invalid],
      [
        'a report up to the year 9999',
        'officer',
        bodyless('GET', '/api/v1/staff/reports/registrations?to=9999-12-31'),
        outOfRange,
      ],
      [
        'a report from the year 0',
        'officer',
        bodyless('GET', '/api/v1/staff/reports/payments?from=0000-01-01'),
        outOfRange,
      ],
    ] as const)('%s is a 400 naming the date', async (_label, role, request, message) => {
      const response = await send(role, request);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ message })]);
    });

    it('says it in Swahili', async () => {
      const request = {
        ...bodyless('GET', '/api/v1/staff/reports/programmes?to=9999-12-31'),
        headers: { 'accept-language': 'sw' },
      };
      const response = await send('officer', request);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ message: 'Chagua tarehe kati ya mwaka 1900 na 2100' }),
      ]);
    });

    it('still draws a report of a real period', async () => {
      const response = await send(
        'officer',
        bodyless('GET', '/api/v1/staff/reports/registrations?from=2024-01-01&to=2100-12-31'),
      );
      expect(response.statusCode, response.body).toBe(200);
    });
  });
});
