import { expect } from 'vitest';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import type { TestApp } from '@server/test-support/test-app';

/*
 * Shared by the report tests. Other test files write to the same database, so
 * each report test puts its rows on a random day between 1980 and 2010 of its
 * own: totals of periods around that day are this file's alone.
 */
export function farPastDay(): string {
  const start = Date.UTC(1980 + Math.floor(Math.random() * 30), 0, 1);
  return new Date(start + Math.floor(Math.random() * 360) * 86_400_000).toISOString().slice(0, 10);
}

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function getReport(t: TestApp, url: string, user: BuiltUser | null, language = 'en') {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language, ...(user ? { cookie: user.cookie } : {}) },
  });
}

/** Bad dates, a reversed period and an unknown camp are refused with a message in the reader's language. */
export async function expectFilterValidation(t: TestApp, url: string, officer: BuiltUser) {
  const cases = [
    { query: 'from=2026-13-01', en: 'Please enter a valid date', sw: 'Tafadhali weka tarehe sahihi' },
    {
      query: 'from=2026-02-01&to=2026-01-31',
      en: 'The end of the period must be on or after its start',
      sw: 'Mwisho wa kipindi lazima uwe',
    },
    { query: 'camp=XYZ', en: 'Choose one of the camps', sw: 'Chagua mojawapo ya kambi' },
  ];
  for (const { query, en, sw } of cases) {
    const english = await getReport(t, `${url}?${query}`, officer);
    expect(english.statusCode, query).toBe(400);
    expect(english.body).toContain(en);
    const swahili = await getReport(t, `${url}?${query}`, officer, 'sw');
    expect(swahili.statusCode, query).toBe(400);
    expect(swahili.body).toContain(sw);
  }
  expect((await getReport(t, `${url}?name=Zawadi`, officer)).statusCode).toBe(400);
}

/** Approved, active staff only: no session 401, anyone else 403. */
export async function expectStaffOnly(t: TestApp, url: string) {
  expect((await getReport(t, url, null)).statusCode).toBe(401);
  expect((await getReport(t, url, await buildUser(t, { userType: 'beneficiary' }))).statusCode).toBe(403);
  expect((await getReport(t, url, await buildEmployer(t))).statusCode).toBe(403);
  expect(
    (await getReport(t, url, await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null }))).statusCode,
  ).toBe(403);
}
