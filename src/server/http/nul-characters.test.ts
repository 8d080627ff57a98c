import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '@server/platform/sample-files';
import { buildStaffAdmin, buildUser, signUpBody, TEST_PASSWORD, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { multipartBody, type Part } from '@server/modules/documents/beneficiary/document-fixtures';
import { findNulCharacter } from './nul-characters';

const NUL = '\u0000';
const MESSAGE = 'This contains a character that cannot be saved. Please type it again.';

describe('findNulCharacter', () => {
  it.each([
    ['a clean value', { name: 'Amina', tags: ['a', 'b'], age: 3, nested: { ok: true } }, null],
    ['a top-level string', `a${NUL}`, ''],
    ['a nested field', { profile: { firstName: `Am${NUL}ina` } }, 'profile.firstName'],
    ['an item of a list', { skills: ['welding', `x${NUL}`] }, 'skills.1'],
    ['an object key', { [`first${NUL}`]: 'Amina' }, `first${NUL}`],
    ['a file buffer', Buffer.from([0, 0, 0]), null],
  ])('%s', (_label, value, expected) => {
    expect(findNulCharacter(value)).toBe(expected);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"${'\\u0000'}"${']'.repeat(200_000)}`) as unknown;
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)+$/);
  });
});

type Who = 'nobody' | 'beneficiary' | 'employer' | 'staff';
interface Case {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  who: Who;
  body?: unknown;
  form?: Part[];
  path: string;
}

const pdf = (name = 'scan.pdf'): Part => ['file', { bytes: samplePdf(), name }];
const csv = (name: string): Part => ['file', { bytes: Buffer.from('progres_id,first_name\nKEN-1,Amina\n'), name }];

const CASES: Case[] = [
  {
    label: 'sign-up first name',
    method: 'POST',
    url: '/api/auth/sign-up/email',
    who: 'nobody',
    body: { ...signUpBody(), firstName: `Amina${NUL}` },
    path: 'firstName',
  },
  {
    label: 'sign-up e-mail',
    method: 'POST',
    url: '/api/auth/sign-up/email',
    who: 'nobody',
    body: signUpBody({ email: `a${NUL}@test.local` }),
    path: 'email',
  },
  {
    label: 'sign-in password',
    method: 'POST',
    url: '/api/auth/sign-in/email',
    who: 'nobody',
    body: { email: 'a@test.local', password: `pass${NUL}word` },
    path: 'password',
  },
  {
    label: 'password reset request',
    method: 'POST',
    url: '/api/auth/request-password-reset',
    who: 'nobody',
    body: { email: `a${NUL}@test.local` },
    path: 'email',
  },
  {
    label: 'reset token in the body',
    method: 'POST',
    url: '/api/auth/reset-password',
    who: 'nobody',
    body: { token: `tok${NUL}en`, newPassword: TEST_PASSWORD },
    path: 'token',
  },
  {
    label: 'reset token in the link',
    method: 'GET',
    url: '/api/auth/reset-password/tok%00en?callbackURL=%2Fauth%2Freset-password',
    who: 'nobody',
    path: '*',
  },
  {
    label: 'verification token',
    method: 'GET',
    url: '/api/auth/verify-email?token=tok%00en',
    who: 'nobody',
    path: 'token',
  },
  {
    label: 'profile body',
    method: 'PUT',
    url: '/api/v1/beneficiary/profile',
    who: 'beneficiary',
    body: { firstName: 'Amina', lastName: `Has${NUL}san` },
    path: 'lastName',
  },
  {
    label: 'complaint text',
    method: 'POST',
    url: '/api/v1/beneficiary/feedback',
    who: 'beneficiary',
    body: { kind: 'complaint', subject: 'Abuse', description: `Reported ${NUL} abuse` },
    path: 'description',
  },
  {
    label: 'document path id',
    method: 'GET',
    url: '/api/v1/beneficiary/documents/ab%00cd/file',
    who: 'beneficiary',
    path: 'id',
  },
  {
    label: 'document name field',
    method: 'POST',
    url: '/api/v1/beneficiary/documents',
    who: 'beneficiary',
    form: [['documentType', 'id_card'], ['documentName', `ID${NUL}`], pdf()],
    path: 'documentName',
  },
  {
    label: 'document file name',
    method: 'POST',
    url: '/api/v1/beneficiary/documents',
    who: 'beneficiary',
    form: [['documentType', 'id_card'], ['documentName', 'ID'], pdf(`scan${NUL}.pdf`)],
    path: 'file',
  },
  {
    label: 'company body',
    method: 'PUT',
    url: '/api/v1/employer/company',
    who: 'employer',
    body: { companyName: `Acme${NUL}` },
    path: 'companyName',
  },
  { label: 'job path id', method: 'GET', url: '/api/v1/employer/jobs/%00', who: 'employer', path: 'id' },
  { label: 'registry search', method: 'GET', url: '/api/v1/staff/beneficiaries?q=Am%00ina', who: 'staff', path: 'q' },
  {
    label: 'registry record id',
    method: 'GET',
    url: '/api/v1/staff/beneficiaries/x%00y',
    who: 'staff',
    path: 'beneficiaryId',
  },
  {
    label: 'registry edit',
    method: 'PATCH',
    url: '/api/v1/staff/beneficiaries/x',
    who: 'staff',
    body: { firstName: `A${NUL}` },
    path: 'firstName',
  },
  { label: 'audit log filter', method: 'GET', url: '/api/v1/staff/audit-log?action=%00', who: 'staff', path: 'action' },
  {
    label: 'import file name',
    method: 'POST',
    url: '/api/v1/imports',
    who: 'staff',
    form: [['type', 'beneficiaries'], ['mode', 'create'], csv(`people${NUL}.csv`)],
    path: 'file',
  },
  {
    label: 'import form field',
    method: 'POST',
    url: '/api/v1/imports',
    who: 'staff',
    form: [['type', `beneficiaries${NUL}`], csv('people.csv')],
    path: 'type',
  },
];

describe('a NUL character (U+0000) anywhere is a 400 naming the field, never a 500', () => {
  let t: TestApp;
  const cookies: Record<Who, string | undefined> = {
    nobody: undefined,
    beneficiary: undefined,
    employer: undefined,
    staff: undefined,
  };
  let beneficiary: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    beneficiary = await buildUser(t);
    cookies.beneficiary = beneficiary.cookie;
    cookies.employer = (await buildUser(t, { userType: 'employer' })).cookie;
    cookies.staff = (await buildStaffAdmin(t)).cookie;
  });
  afterAll(() => t.close());

  async function send(testCase: Case, language = 'en') {
    const headers: Record<string, string> = { 'accept-language': language };
    const cookie = cookies[testCase.who];
    if (cookie) headers.cookie = cookie;
    if (testCase.form) {
      const form = await multipartBody(testCase.form);
      return t.app.inject({
        method: testCase.method,
        url: testCase.url,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
    }
    if (testCase.body === undefined) return t.app.inject({ method: testCase.method, url: testCase.url, headers });
    return t.app.inject({
      method: testCase.method,
      url: testCase.url,
      payload: JSON.stringify(testCase.body),
      headers: { ...headers, 'content-type': 'application/json' },
    });
  }

  it.each(CASES.map((testCase) => [testCase.label, testCase] as const))('%s', async (_label, testCase) => {
    const response = await send(testCase);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'validation',
      detail: MESSAGE,
      errors: [{ path: testCase.path, message: MESSAGE }],
    });
  });

  it('says it in Swahili', async () => {
    const response = await send(
      CASES.find((testCase) => testCase.label === 'profile body')!,
      'sw',
    );
    expect(response.json().detail).toBe('Hii ina herufi ambayo haiwezi kuhifadhiwa. Tafadhali iandike upya.');
  });

  it('creates nothing: the sign-up with a NUL in its name left no account', async () => {
    const body = signUpBody({ lastName: `Hassan${NUL}` });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body })).statusCode).toBe(
      400,
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: body.email, password: body.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('leaves clean input alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/beneficiaries?q=Amina',
      headers: { cookie: cookies.staff! },
    });
    expect(response.statusCode).toBe(200);
  });
});
