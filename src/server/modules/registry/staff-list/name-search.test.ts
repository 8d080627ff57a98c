import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBeneficiaries, NAME_ONLY } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { searchCondition, selectNameSearchPage, withSearchSettings } from './queries';

/*
 * A common name matches tens of thousands of people in a camp-sized registry;
 * a name search ranks only the nearest of them (NAME_CANDIDATES). The person the
 * officer means, registered under a slightly different spelling, must still
 * come first, ahead of the many people who share the common part of the name.
 */

const URL = '/api/v1/staff/beneficiaries';
const suffix = Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('');
/** What the officer types: one letter short of the registered spelling. */
const typed = `Mohamed Abdulahi ${suffix}`;

let t: TestApp;
let officer: BuiltUser;
/** Nearest first: word similarity to `typed` 0.89, 0.81, 0.75 and 0.70 (all above the search's 0.7). */
let meant: string;
let abdul: string[];
let abdulle: string[];
let abdi: string[];

const byId = (ids: string[]) => [...ids].sort();

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: true, site: 'Dadaab Operations' });
  const named = async (lastName: string, count: number) =>
    (
      await buildBeneficiaries(
        t,
        Array.from({ length: count }, () => ({
          ...NAME_ONLY,
          firstName: 'Mohamed',
          lastName: `${lastName} ${suffix}`,
        })),
      )
    ).map((person) => person.id);
  // The common names first, so that a search reading its matches in table order would meet them before the one meant.
  abdi = await named('Abdi', 30);
  abdulle = await named('Abdulle', 10);
  abdul = await named('Abdul', 5);
  [meant] = (await named('Abdullahi', 1)) as [string];
});

afterAll(async () => t.close());

describe('a name search among many people with a common name', () => {
  it('lists the closest spelling first, then the others by likeness, counting every match', async () => {
    const pages = await Promise.all(
      ['1', '5'].map(async (page) => {
        const search = new URLSearchParams({ q: typed, page }).toString();
        const response = await t.app.inject({
          method: 'GET',
          url: `${URL}?${search}`,
          headers: { cookie: officer.cookie },
        });
        expect(response.statusCode).toBe(200);
        return response.json() as { items: { id: string; lastName: string }[]; total: number; totalExact: boolean };
      }),
    );
    const [first, last] = pages as [(typeof pages)[number], (typeof pages)[number]];
    expect(first.items[0]).toMatchObject({ id: meant, lastName: `Abdullahi ${suffix}` });
    expect(first.items.map((item) => item.id)).toEqual([meant, ...byId(abdul), ...byId(abdulle).slice(0, 4)]);
    expect(last.items.map((item) => item.id)).toEqual(byId(abdi).slice(24));
    expect(first).toMatchObject({ total: 46, totalExact: true });
  });

  it('keeps the nearest matches when there are more than it ranks, and says there are more', async () => {
    const where = searchCondition({ kind: 'name', text: typed.toLowerCase() });
    const page = (number: number) =>
      withSearchSettings(t.database.db, { kind: 'name', text: typed.toLowerCase() }, (db) =>
        selectNameSearchPage(db, typed.toLowerCase(), where, number, 5, 8),
      );
    const first = await page(1);
    expect(first.rows.map((row) => row.id)).toEqual([meant, ...byId(abdul).slice(0, 4)]);
    expect(first.total).toEqual({ count: 8, exact: false });
    // The last of the eight: the fifth Abdul, then two of the ten equally near Abdulles, none of the farther Abdis.
    const second = await page(2);
    expect(second.rows).toHaveLength(3);
    expect(second.rows[0]?.id).toBe(byId(abdul)[4]);
    expect(abdulle).toEqual(expect.arrayContaining(second.rows.slice(1).map((row) => row.id)));
    expect(await page(3)).toEqual({ rows: [], total: null });
  });
});
