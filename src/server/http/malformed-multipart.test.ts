import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '@server/platform/sample-files';
import { multipartBody, storedFiles, type Part } from '@server/modules/documents/beneficiary/document-fixtures';
import { buildStaffAdmin, buildUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { isMalformedMultipart } from './multipart-input';

const MESSAGE =
  'The uploaded form could not be read: it is incomplete or damaged. Please choose the file and send it again.';

const ENDPOINTS: [label: string, url: string, who: 'beneficiary' | 'staff', parts: Part[]][] = [
  [
    'a document',
    '/api/v1/beneficiary/documents',
    'beneficiary',
    [
      ['documentType', 'id_card'],
      ['documentName', 'National ID'],
      ['file', { bytes: samplePdf(), name: 'id.pdf' }],
    ],
  ],
  [
    'an import',
    '/api/v1/imports',
    'staff',
    [
      ['type', 'beneficiaries'],
      ['mode', 'create'],
      ['file', { bytes: Buffer.from('progres_id,first_name\nKEN-1,Amina\n'), name: 'people.csv' }],
    ],
  ],
  [
    'a provider result file',
    '/api/v1/staff/payment-batches/any-batch/provider-results',
    'staff',
    [['file', { bytes: Buffer.from('reference,status\nREF-1,completed\n'), name: 'results.csv' }]],
  ],
];

/** Ways a client (or a cut connection) spoils a form that was right: each must be read as the client's mistake. */
const MALFORMATIONS: [
  label: string,
  spoil: (form: { payload: Buffer; contentType: string }) => { payload: Buffer; contentType: string },
][] = [
  ['no boundary', (form) => ({ ...form, contentType: 'multipart/form-data' })],
  ['a wrong boundary', (form) => ({ ...form, contentType: 'multipart/form-data; boundary=not-the-one-used' })],
  ['a body cut inside the file', (form) => ({ ...form, payload: form.payload.subarray(0, form.payload.length - 60) })],
  [
    'a body cut before its closing boundary',
    (form) => ({ ...form, payload: form.payload.subarray(0, form.payload.length - 8) }),
  ],
  ['a body cut in a part header', (form) => ({ ...form, payload: form.payload.subarray(0, 70) })],
  ['a body that is not multipart at all', (form) => ({ ...form, payload: Buffer.from('hello, this is not a form') })],
];

describe('isMalformedMultipart', () => {
  it.each([
    [new Error('Multipart: Boundary not found'), true],
    [new Error('Unexpected end of multipart data'), true],
    [new Error('Part terminated early due to unexpected end of multipart data'), true],
    [
      Object.assign(new Error('the request was closed before the multipart data was fully parsed'), {
        code: 'FST_MP_PREMATURE_CLOSE',
      }),
      true,
    ],
    [new Error('ENOSPC: no space left on device'), false],
    ['Unexpected end of multipart data', false],
  ])('%s -> %s', (error, expected) => {
    expect(isMalformedMultipart(error)).toBe(expected);
  });
});

/*
 * Sent over a real socket: a truncated body sent through app.inject never
 * reaches the parser's end, so only a real connection shows what a client sees.
 */
describe('a malformed multipart upload is a 400 with a clear message, never a 500', () => {
  let t: TestApp;
  let baseUrl: string;
  const cookies: Record<'beneficiary' | 'staff', string> = { beneficiary: '', staff: '' };
  beforeAll(async () => {
    t = await createTestApp();
    cookies.beneficiary = (await buildUser(t)).cookie;
    cookies.staff = (await buildStaffAdmin(t)).cookie;
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const cases = ENDPOINTS.flatMap(([endpoint, url, who, parts]) =>
    MALFORMATIONS.map(([malformation, spoil]) => [endpoint, malformation, url, who, parts, spoil] as const),
  );

  it.each(cases)('%s with %s', async (_endpoint, _malformation, url, who, parts, spoil) => {
    const form = await multipartBody(parts);
    const spoilt = spoil({ payload: form.payload, contentType: form.headers['content-type']! });
    const filesBefore = await storedFiles(t);
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      body: new Uint8Array(spoilt.payload),
      headers: {
        'content-type': spoilt.contentType,
        cookie: cookies[who],
        origin: t.config.baseUrl,
        'accept-language': 'en',
      },
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({ status: 400, code: 'malformed_multipart', detail: MESSAGE });
    expect(await storedFiles(t)).toEqual(filesBefore);
  });

  it('answers in Swahili', async () => {
    const response = await fetch(`${baseUrl}/api/v1/beneficiary/documents`, {
      method: 'POST',
      body: 'x',
      headers: {
        'content-type': 'multipart/form-data',
        cookie: cookies.beneficiary,
        origin: t.config.baseUrl,
        'accept-language': 'sw',
      },
    });
    expect((await response.json()).detail).toBe(
      'Fomu iliyopakiwa haikuweza kusomwa: haijakamilika au imeharibika. Tafadhali chagua faili na uitume tena.',
    );
  });
});
