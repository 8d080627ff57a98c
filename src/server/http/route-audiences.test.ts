import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAudiences, type Audience } from '@server/auth/portal-guard';
import { localise } from '@server/http/problem';
import { buildStaffAdmin, buildStaffMember, buildUser } from '@server/test-support/builders';
import { ADMIN_ONLY_STAFF_ROUTES, DECLARED_AUDIENCES } from '@server/test-support/declared-audiences';
import {
  MPESA,
  ROLES,
  registeredRoutes,
  shapedValue,
  type Operation,
  type Role,
} from '@server/test-support/endpoint-probes';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/*
 * Every /api route belongs to exactly one declared audience, and each kind of
 * person the route is not for is refused (401 signed out, 403 signed in) with
 * a request that passes validation, so the refusal is the gate's own.
 */

const ADMITTED: Record<Audience, Role[]> = {
  public: ROLES,
  serverToServer: ROLES,
  signedIn: ['beneficiary', 'employer', 'pendingStaff', 'officer', 'admin'],
  beneficiary: ['beneficiary'],
  employer: ['employer'],
  staff: ['officer', 'admin'],
  staffAdmin: ['admin'],
};

const GATE_MESSAGES = [
  localise('en', 'errors:unauthenticated'),
  ...(['beneficiary', 'employer', 'staff'] as const).map((portal) => localise('en', 'errors:wrongPortal', { portal })),
  localise('en', 'errors:staffNotApproved'),
  localise('en', 'errors:staffDeactivated'),
];

/** Values for the fields whose rules a JSON schema cannot carry (checks written as zod refinements). */
const FIELD_VALUES: [RegExp, unknown][] = [
  [/phone|MoneyNumber/i, '+254712345678'],
  [/website/i, 'https://example.org'],
  [/deadline/i, new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)],
  [/^location$/, 'DAD-IFO-B12'],
  [/^code$/, ''],
  [/^startTime$/, '09:30'],
  [/^endTime$/, '11:30'],
  // A programme quota's group: the first dimension offered is the camp.
  [/^value$/, 'DAD'],
  [/email$/i, 'amina@test.local'],
  [/On$/, '2026-01-15'],
  // A staff member's place: the whole camp (an area must be one of the camp's, a block needs an area).
  [/^area$/, null],
  [/^block$/, null],
];

type Schema = Parameters<typeof shapedValue>[0] & {
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  items?: Schema;
};

/** The shaped value with those fields set, where the schema leaves them free text (in lists too). */
function withValidFields(value: unknown, schema: Schema | undefined): unknown {
  const shape = schema?.anyOf?.find((alternative) => alternative.type !== 'null') ?? schema;
  if (Array.isArray(value)) return value.map((item) => withValidFields(item, shape?.items));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => {
      const fieldSchema = shape?.properties?.[name];
      const known = FIELD_VALUES.find(([pattern]) => pattern.test(name));
      const fits = (text: unknown) => !fieldSchema?.pattern || new RegExp(fieldSchema.pattern).test(String(text));
      const freeText = typeof field === 'string' && !fieldSchema?.enum && !fieldSchema?.anyOf?.some((a) => a.enum);
      return [name, known && freeText && fits(known[1]) ? known[1] : withValidFields(field, fieldSchema)];
    }),
  );
}

/** The detail of a problem answer; an answer that is not JSON (a file) has none. */
function problemDetail(body: string): string {
  try {
    return (JSON.parse(body) as { detail?: string }).detail ?? '';
  } catch {
    return '';
  }
}

type Parameter = NonNullable<Operation['parameters']>[number];

const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('every /api route is for a declared audience, and the others are refused before its handler', () => {
  let t: TestApp;
  const cookies: Partial<Record<Role, string>> = {};
  let paths: Record<string, Record<string, Operation>>;
  const declared = new Map(
    Object.entries(DECLARED_AUDIENCES).flatMap(([audience, routes]) =>
      routes.map((route) => [route, audience as Audience] as const),
    ),
  );

  beforeAll(async () => {
    t = await createTestApp({
      env: { API_RATE_LIMIT_PER_SESSION: '1000000', API_RATE_LIMIT_PER_ADDRESS: '1000000', ...MPESA },
    });
    cookies.beneficiary = (await buildUser(t)).cookie;
    cookies.employer = (await buildUser(t, { userType: 'employer' })).cookie;
    cookies.pendingStaff = (await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null })).cookie;
    cookies.officer = (
      await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' })
    ).cookie;
    cookies.admin = (await buildStaffAdmin(t)).cookie;
    paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  });
  afterAll(() => t?.close());

  it('declares every registered /api route once, and registers every declared one', () => {
    const registered = routeAudiences(t.app).map(routeName);
    const listed = Object.values(DECLARED_AUDIENCES).flat();
    expect(
      registered.filter((route) => !declared.has(route)),
      'routes no audience declares',
    ).toEqual([]);
    expect(
      listed.filter((route) => !registered.includes(route)),
      'declared routes the app lacks',
    ).toEqual([]);
    expect(listed.length, 'a route declared twice').toBe(declared.size);
  });

  it('registers each route in the scope of the audience declared for it', () => {
    const misplaced = routeAudiences(t.app)
      .filter((route) => route.audience !== declared.get(routeName(route)))
      .map((route) => `${routeName(route)} is in ${route.audience}, declared ${declared.get(routeName(route))}`);
    expect(misplaced).toEqual([]);
  });

  it('knows the same /api routes as the router', () => {
    const known = routeAudiences(t.app).map(routeName);
    // The router prints a wildcard without the part of its prefix it shares with its neighbours.
    const matches = (printed: string) =>
      printed.endsWith('*')
        ? known.some((route) => route.endsWith('*') && route.startsWith(printed.slice(0, -1)))
        : known.includes(printed);
    const printed = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.url.startsWith('/api') || route.url.startsWith('*'))
      .map(routeName);
    expect(printed.filter((route) => !matches(route))).toEqual([]);
  });

  /** A request the route's own schemas accept: path, required query and body shaped by its schemas. */
  function validRequest(method: string, url: string): InjectOptions {
    const operation = paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const parameters = (operation?.parameters ?? []) as (Parameter & { required?: boolean })[];
    const valueOf = (parameter: Parameter | undefined) =>
      encodeURIComponent(String(shapedValue(parameter?.schema ?? { type: 'string', format: 'uuid' }, 'plausible')));
    const path = url.replace(/:(\w+)/g, (_match, name: string) =>
      valueOf(parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)),
    );
    const query = parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => `${parameter.name}=${valueOf(parameter)}`)
      .join('&');
    const request = { method: method as InjectOptions['method'], url: query ? `${path}?${query}` : path };
    if (method === 'GET' || method === 'DELETE') return request;
    const schema = operation?.requestBody?.content['application/json']?.schema;
    return {
      ...request,
      payload: JSON.stringify(schema ? withValidFields(shapedValue(schema, 'plausible'), schema) : {}),
      headers: { 'content-type': 'application/json' },
    };
  }

  function send(role: Role, request: InjectOptions) {
    const cookie = cookies[role];
    return t.app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
  }

  it(
    'refuses every person a guarded route is not for, and lets through the ones it is for',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      const guarded = routeAudiences(t.app).filter(
        (route) => route.audience && route.audience !== 'public' && route.audience !== 'serverToServer',
      );
      expect(guarded.length).toBeGreaterThan(150);
      const checks = guarded.flatMap((route) => ROLES.map((role) => ({ route, role })));
      const BATCH = 24;
      for (let start = 0; start < checks.length; start += BATCH) {
        await Promise.all(
          checks.slice(start, start + BATCH).map(async ({ route, role }) => {
            const admitted = ADMIN_ONLY_STAFF_ROUTES.includes(routeName(route))
              ? ADMITTED.staffAdmin
              : ADMITTED[route.audience!];
            const response = await send(role, validRequest(route.method, route.url));
            const where = `${routeName(route)} as ${role}: ${response.statusCode} ${response.body.slice(0, 160)}`;
            if (!admitted.includes(role)) {
              const expected = role === 'anonymous' ? 401 : 403;
              if (response.statusCode !== expected) failures.push(`not refused with ${expected}: ${where}`);
            } else if (response.statusCode === 401 || GATE_MESSAGES.includes(problemDetail(response.body))) {
              failures.push(`refused by the gate: ${where}`);
            }
          }),
        );
      }
      expect(failures).toEqual([]);
    },
  );
});
