import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_PAGE_MAX, type RegistryFilter } from '@domain/registry-search';
import { beneficiaries } from '@server/db/schema';
import { buildBeneficiaries, NAME_ONLY } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildEnrolments, buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { READ_FROM_END_FROM_ROW } from './page-window';
import { registryWhere } from './queries';
import { registryOrder } from './registry-order';
import { fixtureCountry } from './registry-fixtures';

const URL = '/api/v1/staff/beneficiaries';
/** Past the row where deep pages are read from the end, with a short last page. */
const PEOPLE = READ_FROM_END_FROM_ROW + 55;

let t: TestApp;
let officer: BuiltUser;
let projectId: string;

/*
 * Many ties (seven registration minutes, three first names, four surnames) and
 * empty ProGres IDs and scores, so a page read from the end must turn round
 * exactly the order a page read from the start has, tie-breaks and NULLs included.
 */
beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
  const country = await fixtureCountry(t);
  const tag = `${country}${randomInt(1_000_000)}`;
  const project = await buildProject(t, {
    code: `P${tag}`,
    name: `Paging ${tag}`,
    partner: 'WFP',
    type: 'cash_for_work',
    location: 'DAD',
    targetBeneficiaries: PEOPLE,
    budget: 1000,
    startDate: '2030-01-01',
    endDate: '2030-12-31',
    status: 'planning',
  });
  projectId = project.id;
  // Names, ProGres IDs, scores and times only: every other column ties too.
  const people = Array.from({ length: PEOPLE }, (_, i) => ({
    ...NAME_ONLY,
    firstName: ['Asha', 'Bol', 'Chol'][i % 3]!,
    lastName: `Page${'abcd'[i % 4]}`,
    progresId: i % 6 === 0 ? null : `${country}-DAD-2020-${String(i).padStart(6, '0')}`,
    vulnerabilityScore: i % 5 === 0 ? null : (i % 9) / 2,
    createdAt: new Date(Date.UTC(2031, 0, 1, 0, i % 7)),
  }));
  const rows = await buildBeneficiaries(t, people);
  await buildEnrolments(
    t,
    projectId,
    rows.map((row) => row.id),
  );
});

afterAll(async () => t.close());

async function page(query: Record<string, string>) {
  const search = new URLSearchParams({ projectId, ...query }).toString();
  const response = await t.app.inject({ method: 'GET', url: `${URL}?${search}`, headers: { cookie: officer.cookie } });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { items: { id: string }[]; total: number };
  return { ids: body.items.map((item) => item.id), total: body.total };
}

/** The whole list in one read from the start: what every page must be a slice of. */
async function wholeList(filter: RegistryFilter) {
  const rows = await t.database.db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(registryWhere(filter, null))
    .orderBy(...registryOrder(filter, null));
  return rows.map((row) => row.id);
}

describe('registry pages at any depth', () => {
  const SORTS = [
    {},
    { sort: 'registered', direction: 'asc' },
    { sort: 'name' },
    { sort: 'name', direction: 'desc' },
    { sort: 'progresId' },
    { sort: 'progresId', direction: 'desc' },
    { sort: 'vulnerability' },
    { sort: 'vulnerability', direction: 'asc' },
  ] as const;

  it.each(SORTS)(
    'shows the same people on a deep page, read from the end, as the order from the start (%j)',
    async (sort) => {
      const all = await wholeList({ status: 'all', projectId, ...sort });
      expect(all).toHaveLength(PEOPLE);
      const lastPage = Math.ceil(PEOPLE / 10);
      for (const number of [1, 99, 100, 101, 102, lastPage - 1, lastPage]) {
        const { ids, total } = await page({ ...sort, page: String(number), pageSize: '10' });
        expect(total).toBe(PEOPLE);
        expect(ids, `page ${number}`).toEqual(all.slice((number - 1) * 10, number * 10));
      }
      expect((await page({ ...sort, page: '11', pageSize: '100' })).ids).toEqual(all.slice(1000, 1100));
    },
  );

  it('answers a page past the end, however far, with no one and the total: never 400', async () => {
    for (const number of ['107', '100001', '5000000', String(REGISTRY_PAGE_MAX)]) {
      expect(await page({ page: number, pageSize: '100' })).toEqual({ ids: [], total: PEOPLE });
    }
    // A name search ranks every match, so it reads its page by offset, however deep.
    expect((await page({ q: 'Asha Pagea', page: String(REGISTRY_PAGE_MAX), pageSize: '100' })).ids).toEqual([]);
  });
});
