import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_COUNT_LIMIT, REGISTRY_PAGE_MAX, type RegistryFilter } from '@domain/registry-search';
import { beneficiaries } from '@server/db/schema';
import { buildBeneficiaries, buildBeneficiary, NAME_ONLY } from '@server/test-support/beneficiary-builders';
import { buildStaffAdmin, type BuiltUser } from '@server/test-support/builders';
import { buildPartnerStaff } from '@server/test-support/scope-world';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { registryWhere } from './queries';
import { registryOrder } from './registry-order';
import { fixtureCountry } from './registry-fixtures';

const URL = '/api/v1/staff/beneficiaries';
/** Just past the count's limit. */
const PEOPLE = REGISTRY_COUNT_LIMIT + 20;
const INSERT_CHUNK = 2_000;

let t: TestApp;
let admin: BuiltUser;
let partner: BuiltUser;
let country: string;

/*
 * More people than the list counts: 10,020 in one block of Kalobeyei that only
 * this file uses, with a partner's officer working in that block, and one
 * person elsewhere whom only the lead agency's admin sees.
 */
beforeAll(async () => {
  // A database of its own: ten thousand more people on the shared one would change what other files count and seed.
  t = await createTestApp({ ownDatabase: true });
  country = await fixtureCountry(t);
  const block = `B${country}`;
  const people = Array.from({ length: PEOPLE }, (_, i) => ({
    ...NAME_ONLY,
    firstName: ['Asha', 'Bol', 'Chol', 'Deng'][i % 4]!,
    lastName: `Count${(i * 7919) % 1000}`,
    progresId: `${country}-KAL-2022-${String(i).padStart(6, '0')}`,
    locationCamp: 'KAL',
    locationArea: 'V9',
    locationBlock: block,
    createdAt: new Date(Date.UTC(2033, 0, 1, 0, 0, i % 600)),
  }));
  for (let from = 0; from < PEOPLE; from += INSERT_CHUNK) {
    await buildBeneficiaries(t, people.slice(from, from + INSERT_CHUNK));
  }
  await buildBeneficiary(t, { ...NAME_ONLY, firstName: 'Elsewhere', lastName: `Count${country}`, locationCamp: 'NBI' });
  admin = await buildStaffAdmin(t);
  partner = await buildPartnerStaff(t, {
    organisation: 'IRC',
    places: [{ camp: 'KAL', area: 'V9', block }],
  });
});

afterAll(async () => t.close());

async function get(user: BuiltUser, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  const response = await t.app.inject({ method: 'GET', url: `${URL}?${search}`, headers: { cookie: user.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: { id: string }[]; total: number; totalExact: boolean };
}

/** The whole list in one read, for what a page must be a slice of. */
async function wholeList(filter: RegistryFilter) {
  const rows = await t.database.db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(registryWhere(filter, { kind: 'progresId', prefix: `${country}-` }))
    .orderBy(...registryOrder(filter, null));
  return rows.map((row) => row.id);
}

describe('a list larger than the count', () => {
  it('says "more than 10,000" instead of counting every match', async () => {
    const page = await get(admin, { q: `${country}-` });
    expect(page).toMatchObject({ total: REGISTRY_COUNT_LIMIT, totalExact: false });
    expect(page.items).toHaveLength(10);
  });

  it('counts exactly a list within the limit', async () => {
    const page = await get(admin, { q: `${country}-KAL-2022-0001` });
    expect(page).toMatchObject({ total: 100, totalExact: true });
  });

  it.each([
    {},
    { sort: 'name' },
    { sort: 'name', direction: 'desc' },
    { sort: 'registered', direction: 'asc' },
  ] as const)('pages as far as the count reaches, in order (%j)', async (sort) => {
    const all = await wholeList({ status: 'all', ...sort });
    expect(all).toHaveLength(PEOPLE);
    for (const number of [1, 2, 500, 999, 1000]) {
      const page = await get(admin, { q: `${country}-`, ...(sort as Record<string, string>), page: String(number) });
      expect(
        page.items.map((item) => item.id),
        `page ${number}`,
      ).toEqual(all.slice((number - 1) * 10, number * 10));
    }
  });

  it('answers a page past the count, however far, with no one: never an error', async () => {
    for (const number of ['1001', '5000', String(REGISTRY_PAGE_MAX)]) {
      expect(await get(admin, { q: `${country}-`, page: number })).toMatchObject({
        items: [],
        total: REGISTRY_COUNT_LIMIT,
        totalExact: false,
      });
    }
  });
});

describe('the registry summary, kept briefly for a large registry', () => {
  it('never shows one scope the figures kept for another', async () => {
    const summary = async (user: BuiltUser) =>
      (await t.app.inject({ method: 'GET', url: `${URL}/summary`, headers: { cookie: user.cookie } })).json() as {
        total: number;
      };
    const whole = await summary(admin);
    const block = await summary(partner);
    expect(whole.total).toBeGreaterThan(PEOPLE);
    expect(block.total).toBeGreaterThanOrEqual(PEOPLE);
    expect(block.total).toBeLessThan(whole.total);
    // Read again while both are kept: each still gets their own.
    expect((await summary(partner)).total).toBe(block.total);
    expect((await summary(admin)).total).toBe(whole.total);
  });
});
