import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRecords } from '@server/db/schema';
import { buildBeneficiaries, NAME_ONLY, type BeneficiaryValues } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { getReport } from './report-fixtures';

/*
 * Every breakdown of the registrations and payments reports against figures
 * worked out here, person by person, from the rows this file writes: a
 * database of its own, so the whole registry is these rows.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const YEAR_START = Date.UTC(2019, 0, 1);
const PERIOD = 'from=2019-01-01&to=2019-12-31';
const CAMPS = ['DAD', 'KAK', 'KAL', 'NBI', null] as const;
const GENDERS = ['female', 'male', 'other', null] as const;
const NATIONALITIES = ['SOM', 'SSD', 'COD', null] as const;
const METHODS = ['mobile_money', 'bank_transfer', 'cash'] as const;
const STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

type Person = Required<
  Pick<BeneficiaryValues, 'locationCamp' | 'locationArea' | 'gender' | 'nationality' | 'vulnerabilityScore'>
> & { createdAt: Date };

/** Sixty people over 2019, some at 22:30 UTC (the next day in Kenya), and two just outside the year in Kenya. */
const people: Person[] = Array.from({ length: 60 }, (_, i) => ({
  createdAt: new Date(YEAR_START + i * 6 * DAY_MS + (i % 2 ? 22.5 : 9) * HOUR_MS),
  locationCamp: CAMPS[i % 5]!,
  locationArea: CAMPS[i % 5] ? `A${i % 3}` : null,
  gender: GENDERS[i % 4]!,
  nationality: NATIONALITIES[(i + Math.floor(i / 4)) % 4]!,
  vulnerabilityScore: i % 7 === 0 ? null : (i % 50) / 10,
}));
const outsideThePeriod: Person[] = [
  { ...people[1]!, createdAt: new Date(Date.UTC(2018, 11, 31, 20, 30)) },
  { ...people[2]!, createdAt: new Date(Date.UTC(2019, 11, 31, 21, 30)) },
];

const payments = Array.from({ length: 90 }, (_, i) => ({
  person: i % 60,
  amount: 100 * ((i % 13) + 1),
  paymentMethod: METHODS[i % 3]!,
  status: STATUSES[i % 4]!,
  createdAt: new Date(YEAR_START + i * 4 * DAY_MS + (i % 3 === 0 ? 22 : 10) * HOUR_MS),
}));

const kenyaMonth = (at: Date) => `${new Date(at.getTime() + 3 * HOUR_MS).toISOString().slice(0, 7)}-01`;
const band = (score: number | null) => (score === null ? null : score >= 4 ? 'high' : score >= 3 ? 'medium' : 'low');

/** Counts by key, in first-seen order. */
function tally<T>(items: readonly T[], keyOf: (item: T) => string, add: (item: T) => number = () => 1) {
  const totals = new Map<string, { count: number; amount: number }>();
  for (const item of items) {
    const key = keyOf(item);
    const total = totals.get(key) ?? { count: 0, amount: 0 };
    totals.set(key, { count: total.count + 1, amount: total.amount + add(item) });
  }
  return totals;
}

/** Ascending, null (the empty key) last: as the reports order camps, areas and values. */
const nullsLast = (a: string, b: string) => (a === '' ? 1 : b === '' ? -1 : a < b ? -1 : a > b ? 1 : 0);
const orNull = (key: string) => (key === '' ? null : key);

let t: TestApp;
let officer: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  const rows = await buildBeneficiaries(
    t,
    [...people, ...outsideThePeriod].map((person, i) => ({ ...NAME_ONLY, lastName: `Counted${i}`, ...person })),
  );
  await t.database.db
    .insert(paymentRecords)
    .values(payments.map(({ person, ...payment }) => ({ beneficiaryId: rows[person]!.id, ...payment })));
});

afterAll(async () => t.close());

describe('report breakdowns against figures worked out by hand', () => {
  it('registrations: over time, by location, gender, nationality and band', async () => {
    const body = (await getReport(t, `/api/v1/staff/reports/registrations?${PERIOD}`, officer)).json();
    expect(body.total).toBe(people.length);
    const months = tally(people, (p) => kenyaMonth(p.createdAt));
    expect(body.overTime.filter((point: { count: number }) => point.count > 0)).toEqual(
      [...months].sort(([a], [b]) => nullsLast(a, b)).map(([bucket, { count }]) => ({ bucket, count })),
    );
    const locations = tally(people, (p) => `${p.locationCamp ?? ''}|${p.locationArea ?? ''}`);
    expect(body.byLocation).toEqual(
      [...locations]
        .map(([key, { count }]) => ({ key: key.split('|') as [string, string], count }))
        .sort((a, b) => nullsLast(a.key[0], b.key[0]) || nullsLast(a.key[1], b.key[1]))
        .map(({ key, count }) => ({ camp: orNull(key[0]), area: orNull(key[1]), count })),
    );
    const mostFirst = (field: 'gender' | 'nationality') =>
      [...tally(people, (p) => p[field] ?? '')]
        .sort(([a, x], [b, y]) => y.count - x.count || nullsLast(a, b))
        .map(([key, { count }]) => ({ [field]: orNull(key), count }));
    expect(body.byGender).toEqual(mostFirst('gender'));
    expect(body.byNationality).toEqual(mostFirst('nationality'));
    const bands = tally(people, (p) => band(p.vulnerabilityScore) ?? '');
    expect(body.byBand).toEqual(
      ['high', 'medium', 'low', '']
        .filter((key) => bands.has(key))
        .map((key) => ({ band: orNull(key), count: bands.get(key)!.count })),
    );
  });

  it('payments: by month, method, status and camp, whole registry and one camp', async () => {
    for (const camp of [undefined, 'KAK'] as const) {
      const query = camp ? `${PERIOD}&camp=${camp}` : PERIOD;
      const body = (await getReport(t, `/api/v1/staff/reports/payments?${query}`, officer)).json();
      const counted = payments.filter((p) => !camp || people[p.person]!.locationCamp === camp);
      const disbursed = counted.filter((p) => p.status === 'completed');
      const figures = (totals: Map<string, { count: number; amount: number }>, field: string) =>
        [...totals]
          .sort(([a], [b]) => nullsLast(a, b))
          .map(([key, { count, amount }]) => ({ [field]: orNull(key), count, amount }));
      const byAmount = (p: (typeof payments)[number]) => p.amount;

      expect(body.byMonth.filter((point: { count: number }) => point.count > 0)).toEqual(
        figures(
          tally(disbursed, (p) => kenyaMonth(p.createdAt), byAmount),
          'bucket',
        ),
      );
      expect(body.byMethod).toEqual(
        figures(
          tally(disbursed, (p) => p.paymentMethod, byAmount),
          'method',
        ),
      );
      const statuses = tally(counted, (p) => p.status, byAmount);
      expect(body.byStatus).toEqual(
        STATUSES.map((status) => ({ status, ...(statuses.get(status) ?? { count: 0, amount: 0 }) })),
      );
      expect(body.byCamp).toEqual(
        figures(
          tally(disbursed, (p) => people[p.person]!.locationCamp ?? '', byAmount),
          'camp',
        ),
      );
      expect(body.totals).toEqual({
        disbursedCount: disbursed.length,
        disbursedAmount: disbursed.reduce((sum, p) => sum + p.amount, 0),
      });
    }
  });
});
