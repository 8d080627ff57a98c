import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import { buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const URL = '/api/v1/staff/search';
const tag = randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 6)
  .padEnd(6, 'q');
/** Unique per run, so the shared database's other people never match. */
const progresId = `KEN-KAK-2019-${String(randomInt(100_000, 999_999))}`;
const phone = `+2547${String(randomInt(10_000_000, 99_999_999))}`;
const lastName = `Zebedayo${tag}`;
const projectCode = `Z${tag.toUpperCase().slice(0, 5)}-SKT-2026-001`;

let t: TestApp;
let officer: BuiltUser;
let personId: string;

type Results = {
  beneficiaries: { id: string; name: string; progresId: string | null; location: string | null; status: string }[];
  projects: { code: string }[];
};

async function search(q: string, user: BuiltUser | null = officer, language = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `${URL}?q=${encodeURIComponent(q)}`,
    headers: { ...(user ? { cookie: user.cookie } : {}), 'accept-language': language },
  });
}

async function found(q: string): Promise<Results> {
  const response = await search(q);
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  const person = await buildBeneficiary(t, {
    firstName: 'Halimo',
    lastName,
    progresId,
    phoneNumber: phone,
    locationCamp: 'KAK',
    locationArea: 'KK2',
    locationBlock: 'B7',
  });
  personId = person.id;
  await buildProject(t, {
    code: projectCode,
    name: `Tailoring ${tag} cohort`,
    partner: 'IRC',
    type: 'skills_training',
    location: 'KAK',
    targetBeneficiaries: 20,
    budget: 5_000,
    startDate: '2026-01-01',
    endDate: '2026-06-30',
    status: 'active',
  });
});

afterAll(async () => t.close());

describe('GET /api/v1/staff/search', () => {
  const expected = () => ({
    id: personId,
    name: `Halimo ${lastName}`,
    progresId,
    location: 'KAK-KK2-B7',
    status: 'active',
  });

  it('finds a person by the start of their ProGres ID, in any case', async () => {
    expect((await found(progresId.toLowerCase())).beneficiaries).toEqual([expected()]);
  });

  it('finds a person by phone written any way', async () => {
    const local = `0${phone.slice(4)}`;
    expect((await found(local)).beneficiaries).toEqual([expected()]);
    expect((await found(`${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`)).beneficiaries).toEqual([
      expected(),
    ]);
    expect((await found(phone.slice(1))).beneficiaries).toEqual([expected()]);
  });

  it('finds a person by a misspelt name', async () => {
    const results = await found(`Halima ${lastName}`);
    expect(results.beneficiaries[0]).toEqual(expected());
  });

  it('finds projects by code or by a word of the name, and at most 5 of each', async () => {
    expect((await found(projectCode.slice(0, 8).toLowerCase())).projects.map((row) => row.code)).toEqual([projectCode]);
    expect((await found(`tailoring ${tag}`)).projects.map((row) => row.code)).toEqual([projectCode]);
    const broad = await found('ke');
    expect(broad.beneficiaries.length).toBeLessThanOrEqual(5);
    expect(broad.projects.length).toBeLessThanOrEqual(5);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await found('%%')).toEqual({ beneficiaries: [], projects: [] });
  });

  it('asks for at least 2 characters, in the reader’s language', async () => {
    const en = await search(' a ');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors[0]).toMatchObject({ path: 'q', message: 'Type at least 2 characters to search' });
    expect((await search('a', officer, 'sw')).json().errors[0].message).toBe('Andika angalau herufi 2 ili kutafuta');
    expect((await search('x'.repeat(101))).json().errors[0].message).toBe('The search can be at most 100 characters');
  });

  it('keeps the search text out of the logs', () => {
    expect(t.logs.join('\n')).not.toContain(lastName);
  });

  it('is for approved staff only', async () => {
    expect((await search('Halimo', null)).statusCode).toBe(401);
    for (const user of [await buildUser(t), await buildEmployer(t)]) {
      expect((await search('Halimo', user)).statusCode).toBe(403);
    }
  });
});
