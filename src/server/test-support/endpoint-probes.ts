import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { AUTH_ENDPOINTS } from '@server/auth/auth-endpoints';
import { multipartBody } from '@server/modules/documents/beneficiary/document-fixtures';

/*
 * The inputs of the outside probe (http/endpoint-probe.test.ts): the routes
 * Fastify registered, who each one is for, and the malformed and extreme
 * requests each kind of person sends to them.
 */

export type Role = 'anonymous' | 'beneficiary' | 'employer' | 'pendingStaff' | 'officer' | 'admin';
export const ROLES: Role[] = ['anonymous', 'beneficiary', 'employer', 'pendingStaff', 'officer', 'admin'];

export interface Route {
  method: string;
  /** Fastify's pattern, e.g. /api/v1/staff/documents/:id/file */
  url: string;
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface Probe {
  route: Route;
  role: Role;
  input: string;
  request: InjectOptions;
}

/** Reads Fastify's own route tree, so routes hidden from the API documentation are probed too. */
export function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

const LONG = 'x'.repeat(10_000);
const HUGE = 'y'.repeat(100_000);
const WORLD_TEXT = '\u202Eمرحبا 👩🏽‍🌾 Habari\u200F 漢字 \uD83D\uDE00';
const PATH_VALUES = ['not-a-uuid', randomUUID(), LONG, '%00', '..%2F..', '-1', '%F0%9F%98%80%E2%80%AE'];
const QUERY_VALUES = [
  ...['abc', '-1', '0', '1e309', '99999999999999999999', '1.5', LONG, '\u202E😀', 'zzz-unknown', ''],
  ...['2020-13-45', '0000-01-01', '9999-12-31'],
];

function deeplyNested(depth: number): unknown {
  let value: unknown = { leaf: 'x' };
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

/** Strings that satisfy the patterns our schemas use, for bodies that get past validation into the services. */
const PLAUSIBLE_STRINGS = [
  'Amina',
  'Amina Hassan',
  'KEN-DAD-2020-123456',
  '+254712345678',
  '0712345678',
  '2024-01-01',
  '2024-01-01T08:00:00.000Z',
  '08:00',
  'P051234567X',
  'PVT-2020-12345',
  'amina@test.local',
  'https://example.org',
  'Nairobi',
  'A1',
  'x',
  '1',
  '100',
  'KES',
  // A one-time code as a text message carries it.
  '482913',
  // A USSD PIN: four digits, not one anyone would guess first.
  '4821',
];

type Flavour = 'plausible' | 'numbersForStrings' | 'hugeStrings' | 'worldText' | 'extremeNumbers' | 'edgeDates';

function candidateFits(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return true;
}

function plausibleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return '2024-01-01';
  if (schema.format === 'date-time') return '2024-01-01T08:00:00.000Z';
  if (schema.format === 'email') return 'amina@test.local';
  if (schema.format === 'uri') return 'https://example.org';
  const fit = PLAUSIBLE_STRINGS.find((candidate) => candidateFits(schema, candidate));
  return fit ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function numberFor(schema: JsonSchema, flavour: Flavour): number {
  const integer = schema.type === 'integer';
  if (flavour === 'extremeNumbers') return schema.maximum ?? (integer ? Number.MAX_SAFE_INTEGER : 1e308);
  return schema.minimum !== undefined ? Math.max(schema.minimum, Math.min(1, schema.maximum ?? 1)) : 1;
}

/** A value shaped by the route's own schema, then bent one way. */
export function shapedValue(schema: JsonSchema | undefined, flavour: Flavour, depth = 0): unknown {
  // Deep enough for a programme's scoring formula (formula > criteria > bands > band > its fields).
  if (!schema || depth > 8) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives)
    return shapedValue(
      alternatives.find((alternative) => alternative.type !== 'null') ?? alternatives[0],
      flavour,
      depth + 1,
    );
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (flavour === 'numbersForStrings') return 12345;
      if (flavour === 'hugeStrings') return HUGE;
      if (flavour === 'worldText') return WORLD_TEXT;
      if (
        flavour === 'edgeDates' &&
        (schema.format === 'date' || schema.format === 'date-time' || schema.pattern?.includes('\\d{4}'))
      )
        return schema.format === 'date-time' ? '0001-01-01T00:00:00.000Z' : '0000-01-01';
      return plausibleString(schema);
    case 'integer':
    case 'number':
      return numberFor(schema, flavour);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        shapedValue(schema.items, flavour, depth + 1),
      );
    case 'object':
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          shapedValue(property, flavour, depth + 1),
        ]),
      );
  }
}

/** The route pattern with every parameter (and wildcard) replaced. */
function fillPath(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, value);
}

/** An admin may do all an officer may, so the officer gets the short round; the documentation pages are static. */
const OWNERS: [RegExp, Role[]][] = [
  [/^\/api\/v1\/beneficiary\//, ['beneficiary']],
  [/^\/api\/v1\/employer\//, ['employer']],
  [/^\/api\/v1\/(staff|imports|duplicates)(\/|$)/, ['admin']],
  [/^\/api\/docs(\/|$)/, ['anonymous']],
];

/** Who the route is for: they get every probe; everyone else a few, enough to prove the refusals hold. */
export function ownersOf(url: string): Role[] {
  return OWNERS.find(([pattern]) => pattern.test(url))?.[1] ?? ROLES;
}

export function jsonRequest(method: string, url: string, body: unknown): InjectOptions {
  return {
    method: method as InjectOptions['method'],
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  };
}

export function bodyless(method: string, url: string): InjectOptions {
  return { method: method as InjectOptions['method'], url };
}

/**
 * The requests for one route and person. `aimedAt` is the route's address with
 * the ids of real records in it: then only the query and body vary.
 */
export async function probesFor(
  route: Route,
  operation: Operation | undefined,
  role: Role,
  aimedAt?: string,
): Promise<Omit<Probe, 'role'>[]> {
  const probes: Omit<Probe, 'role'>[] = [];
  const add = (input: string, request: InjectOptions) => probes.push({ route, input, request });
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  const owner = aimedAt !== undefined || ownersOf(route.url).includes(role);
  const baseUrl = aimedAt ?? fillPath(route.url, randomUUID());

  if (aimedAt !== undefined)
    add('the real record', sendsBody ? jsonRequest(route.method, baseUrl, {}) : bodyless(route.method, baseUrl));
  else
    for (const value of owner ? PATH_VALUES : PATH_VALUES.slice(0, 2)) {
      const url = fillPath(route.url, value);
      add(
        `path parameters ${value.slice(0, 20)}`,
        sendsBody ? jsonRequest(route.method, url, {}) : bodyless(route.method, url),
      );
    }
  if (!owner) {
    if (sendsBody) add('a null body', jsonRequest(route.method, baseUrl, null));
    return probes;
  }

  const queryParameters = operation?.parameters?.filter((parameter) => parameter.in === 'query') ?? [];
  for (const parameter of queryParameters) {
    const values = [...QUERY_VALUES, ...(parameter.schema.enum ?? []).map(String)];
    if (parameter.schema.maximum !== undefined) values.push(String(parameter.schema.maximum));
    for (const value of values) {
      add(
        `query ${parameter.name}=${value.slice(0, 20)}`,
        bodyless(route.method, `${baseUrl}?${parameter.name}=${encodeURIComponent(value)}`),
      );
    }
    add(`query ${parameter.name} twice`, bodyless(route.method, `${baseUrl}?${parameter.name}=1&${parameter.name}=2`));
    add(`query ${parameter.name}[]`, bodyless(route.method, `${baseUrl}?${parameter.name}[a]=1`));
  }
  add('an unknown query parameter', bodyless(route.method, `${baseUrl}?page=1e309&pageSize=-1&sort=zzz&unknown=1`));
  add('query page=1&page=2', bodyless(route.method, `${baseUrl}?page=1&page=2`));
  if (!sendsBody) return probes;

  const schema = operation?.requestBody?.content['application/json']?.schema;
  const bodies: [string, unknown][] = [
    ['a null body', null],
    ['an array body', []],
    ['a string body', 'text'],
    ['a number body', 42],
    ['an empty object', {}],
    ['a deeply nested body', deeplyNested(60)],
    [
      'fields of unknown names',
      JSON.parse(`{"__proto__": {"isAdmin": true}, "constructor": {"prototype": 1}, "a": "${HUGE}"}`),
    ],
  ];
  for (const flavour of [
    'plausible',
    'numbersForStrings',
    'hugeStrings',
    'worldText',
    'extremeNumbers',
    'edgeDates',
  ] as const) {
    bodies.push([`a ${flavour} body`, shapedValue(schema ?? { type: 'object' }, flavour)]);
  }
  for (const [input, body] of bodies) add(input, jsonRequest(route.method, baseUrl, body));
  const raw = (payload: string | Buffer, contentType: string): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url: baseUrl,
    payload,
    headers: { 'content-type': contentType },
  });
  add('a body that is not JSON', raw('{"a":', 'application/json'));
  const form = await multipartBody([
    ['documentType', 'id_card'],
    ['type', 'beneficiaries'],
    ['name', WORLD_TEXT],
  ]);
  add('a form with no file', raw(form.payload, form.headers['content-type']!));
  add('an empty form', raw('', 'multipart/form-data; boundary=b'));
  return probes;
}

/** better-auth sits behind one wildcard route; its real endpoints stand in for the wildcard. */
export function wildcardRoutes(route: Route): Route[] {
  if (!route.url.includes('*')) return [route];
  const auth = AUTH_ENDPOINTS.filter((endpoint) => endpoint.method === route.method).map((endpoint) => ({
    method: route.method,
    url: `/api/auth${endpoint.path.source
      .replace(/^\^|\$$/g, '')
      .replace(/\\\//g, '/')
      .replace('[^/]+', ':token')}`,
  }));
  const elsewhere = ['/api/auth/:anything', '/:anything/deeper', route.url.replace('*', ':anything')];
  return [...auth, ...elsewhere.map((url) => ({ method: route.method, url }))];
}

export const STACK_FRAME = /\bat \S+ \(?\S+:\d+:\d+\)?|node:internal|\/src\/server\//;
export const SQL_TEXT = /\b(select .+ from|insert into|update \S+ set|delete from)\b|\bpg_|violates .* constraint/i;

/** Ids of the records a list answer shows (any array of objects with an id), first and last. */
export function idsIn(answer: unknown): string[] {
  const ids: string[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 3 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value as { id?: unknown }[]) if (typeof item?.id === 'string') ids.push(item.id);
    }
    for (const child of Object.values(value)) walk(child, depth + 1);
  };
  walk(answer, 0);
  const unique = [...new Set(ids)];
  return unique.length > 1 ? [unique[0]!, unique[unique.length - 1]!] : unique;
}

/** M-Pesa set up, so its callbacks (open to Daraja, so to anyone) are probed too; nothing here reaches a real Daraja. */
export const MPESA = {
  MPESA_BASE_URL: 'http://127.0.0.1:9',
  MPESA_CONSUMER_KEY: 'probe-key',
  MPESA_CONSUMER_SECRET: 'probe-secret',
  MPESA_SHORTCODE: '600000',
  MPESA_INITIATOR_NAME: 'probe',
  MPESA_SECURITY_CREDENTIAL: 'cHJvYmU=',
  MPESA_CALLBACK_TOKEN: 'probe-callback-token-0123456789abcdef',
  // Africa's Talking too, so the SMS callbacks are registered and probed; nothing here reaches the real gateway.
  AT_USERNAME: 'sandbox',
  AT_API_KEY: 'probe-api-key-0123456789',
  AT_BASE_URL: 'http://127.0.0.1:9',
  AT_CALLBACK_TOKEN: 'probe-sms-callback-token-0123456789abcdef',
};

/** Team actions on real people would take the probe's own staff out of service; they are probed with made-up ids only. */
export const NOT_AIMED = /^\/api\/(auth|v1\/staff\/team)\//;
