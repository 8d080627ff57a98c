import { describe, expect, it } from 'vitest';
import { addMonths, instalmentsOf, trancheAmounts, unmetCondition, type PersonFacts } from './cycles-entitlements';
import { cycleInputSchema, entitlementPlanSchema, type EntitlementPlan } from './cycles-plan';

const cycle = { startsOn: '2026-01-15', endsOn: '2026-06-30' };

const facts = (overrides: Partial<PersonFacts> = {}): PersonFacts => ({
  enrolled: true,
  merged: false,
  sessionsTaken: 0,
  sessionsAttended: 0,
  attendedByMonth: {},
  verifiedDocumentTypes: [],
  visitRecorded: false,
  ...overrides,
});

const businessGrant: EntitlementPlan = {
  kind: 'tranches',
  total: 50_000,
  tranches: [
    { share: 40, conditions: [{ kind: 'document_verified', documentType: 'other' }] },
    { share: 40, conditions: [{ kind: 'attendance_at_least', percent: 80 }] },
    { share: 20, conditions: [{ kind: 'verification_visit' }] },
  ],
};

describe('a fixed amount every month', () => {
  const plan: EntitlementPlan = { kind: 'fixed_monthly', amount: 5000, months: 6 };

  it('owes each month that has begun and shows the later ones as upcoming', () => {
    const instalments = instalmentsOf(plan, cycle, facts(), '2026-03-20');
    expect(instalments.map((i) => [i.key, i.amount, i.state])).toEqual([
      ['month-1', 5000, 'due'],
      ['month-2', 5000, 'due'],
      ['month-3', 5000, 'due'],
      ['month-4', 5000, 'upcoming'],
      ['month-5', 5000, 'upcoming'],
      ['month-6', 5000, 'upcoming'],
    ]);
    expect(instalments[0]).toMatchObject({ periodStart: '2026-01-15', periodEnd: '2026-02-14' });
  });

  it('holds every month of a person no longer enrolled, saying so', () => {
    const [first] = instalmentsOf(plan, cycle, facts({ enrolled: false }), '2026-03-20');
    expect(first).toMatchObject({ state: 'held', reasons: [{ code: 'not_enrolled' }] });
  });

  it('holds every month of a record merged into another as a duplicate', () => {
    const [first] = instalmentsOf(plan, cycle, facts({ merged: true }), '2026-03-20');
    expect(first).toMatchObject({ state: 'held', reasons: [{ code: 'merged' }] });
  });
});

describe('a stipend per attended session', () => {
  const plan: EntitlementPlan = { kind: 'per_session', amountPerSession: 300 };

  it('pays each month once it is over, for the sessions attended in it', () => {
    const instalments = instalmentsOf(
      plan,
      cycle,
      facts({ attendedByMonth: { '2026-01': 2, '2026-02': 5, '2026-03': 1 } }),
      '2026-03-10',
    );
    expect(instalments.map((i) => [i.key, i.sessions, i.amount, i.state])).toEqual([
      ['month-1', 2, 600, 'due'],
      ['month-2', 5, 1500, 'due'],
      ['month-3', 1, 300, 'upcoming'],
      ['month-4', 0, 0, 'upcoming'],
      ['month-5', 0, 0, 'upcoming'],
      ['month-6', 0, 0, 'upcoming'],
    ]);
    expect(instalments[0]).toMatchObject({ periodStart: '2026-01-15', periodEnd: '2026-01-31' });
  });

  it('owes nothing for a month that is over without a session attended', () => {
    const instalments = instalmentsOf(plan, cycle, facts({ attendedByMonth: { '2026-02': 3 } }), '2026-03-10');
    expect(instalments.map((i) => i.key)).toEqual(['month-2', 'month-3', 'month-4', 'month-5', 'month-6']);
  });
});

describe('tranches with conditions', () => {
  it('holds each tranche on what it waits for', () => {
    const instalments = instalmentsOf(
      businessGrant,
      cycle,
      facts({ sessionsTaken: 10, sessionsAttended: 7 }),
      '2026-02-01',
    );
    expect(instalments.map((i) => [i.key, i.amount, i.state, i.reasons])).toEqual([
      ['tranche-1', 20_000, 'held', [{ code: 'document_not_verified', documentType: 'other' }]],
      ['tranche-2', 20_000, 'held', [{ code: 'attendance_below', percent: 80, attendedPercent: 70 }]],
      ['tranche-3', 10_000, 'held', [{ code: 'no_verification_visit' }]],
    ]);
  });

  it('makes each tranche due once its condition is met', () => {
    const met = facts({
      sessionsTaken: 10,
      sessionsAttended: 8,
      verifiedDocumentTypes: ['other'],
      visitRecorded: true,
    });
    expect(instalmentsOf(businessGrant, cycle, met, '2026-02-01').map((i) => i.state)).toEqual(['due', 'due', 'due']);
  });

  it('waits for the cycle to begin', () => {
    const met = facts({ verifiedDocumentTypes: ['other'] });
    expect(instalmentsOf(businessGrant, cycle, met, '2026-01-01')[0]!.state).toBe('upcoming');
  });

  it('counts a person with no attendance taken as not attending', () => {
    expect(unmetCondition({ kind: 'attendance_at_least', percent: 80 }, facts())).toEqual({
      code: 'attendance_below',
      percent: 80,
      attendedPercent: 0,
    });
  });

  it('splits the total in whole shillings that add up to it', () => {
    expect(trancheAmounts(10_001, [40, 40, 20])).toEqual([4000, 4000, 2001]);
    expect(trancheAmounts(999, [33, 33, 34]).reduce((a, b) => a + b, 0)).toBe(999);
  });
});

describe('plans and cycles as staff write them', () => {
  it('refuses tranches whose shares do not add up to 100', () => {
    const plan = {
      ...businessGrant,
      tranches: businessGrant.kind === 'tranches' ? businessGrant.tranches.slice(0, 2) : [],
    };
    expect(entitlementPlanSchema.safeParse(plan).success).toBe(false);
    expect(entitlementPlanSchema.safeParse(businessGrant).success).toBe(true);
  });

  it('refuses a cycle that ends before it starts', () => {
    const result = cycleInputSchema.safeParse({
      name: 'Cohort 1',
      projectId: '0b5f5c1e-8a2b-4a6d-9a3e-2f1c7d9e8b10',
      startsOn: '2026-06-01',
      endsOn: '2026-05-01',
      plan: businessGrant,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endsOn']);
  });

  it('moves by calendar months, clamping to the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});
