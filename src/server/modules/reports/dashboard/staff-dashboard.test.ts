import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityAttendance,
  duplicateAlerts,
  projectActivities,
  projectEnrolments,
  projectExpenditures,
} from '@server/db/schema';
import { buildBeneficiary, NAME_ONLY } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import { buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const URL = '/api/v1/staff/dashboard';
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const tag = randomUUID().slice(0, 8).toUpperCase();
const partner = `P${tag}`;

let t: TestApp;
let officer: BuiltUser;

type Dashboard = {
  stats: Record<string, { value: number; delta?: number; spent?: number; percentUtilised?: number }>;
  alerts: { pendingDuplicates: number };
  registrySync: { lastSyncAt: string | null; pendingUpdates: number | null; pendingImportId: string | null };
  geography: { camp: string | null; count: number; percent: number }[];
  performance: Record<string, number> & { enrolledByType: { type: string; count: number }[] };
  partners: { partner: string; projects: number; activeProjects: number }[];
  audiences: Record<string, number>;
};

async function dashboard(period = '30d'): Promise<Dashboard> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${URL}?period=${period}`,
    headers: { cookie: officer.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function person(locationCamp: string | null, createdAt = new Date()) {
  const row = await buildBeneficiary(t, {
    ...NAME_ONLY,
    firstName: 'Dashboard',
    lastName: `Person${tag}`,
    locationCamp,
    createdAt,
  });
  return row.id;
}

async function project(status: 'active' | 'planning', budget: number, createdAt: Date, sequence: string) {
  const row = await buildProject(t, {
    code: `${partner.slice(0, 10)}-CFW-2026-${sequence}`,
    name: `Dashboard project ${tag}`,
    partner,
    type: 'cash_for_work',
    location: 'KAK',
    targetBeneficiaries: 10,
    budget,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status,
    createdAt,
  });
  return row.id;
}

/** One of everything the dashboard counts, some inside the last 30 days and some 60 or 100 days ago. */
async function insertFigures() {
  const recentKakuma = await person('KAK');
  const recentUnrecorded = await person(null);
  const olderDadaab = await person('DAD', daysAgo(60));
  // A camp code the registry does not know counts as not recorded.
  await person('XYZ');
  const active = await project('active', 1_000, new Date(), '001');
  await project('planning', 500, daysAgo(100), '002');
  await t.database.db
    .insert(projectExpenditures)
    .values({ projectId: active, amount: 250, description: 'Tools', spentOn: '2026-02-01' });
  await t.database.db.insert(projectEnrolments).values([
    { projectId: active, beneficiaryId: recentKakuma, status: 'completed', completedAt: new Date() },
    { projectId: active, beneficiaryId: recentUnrecorded, status: 'completed', completedAt: daysAgo(60) },
    { projectId: active, beneficiaryId: olderDadaab, status: 'withdrawn', withdrawnAt: new Date() },
  ]);
  const [activity] = await t.database.db
    .insert(projectActivities)
    .values({ projectId: active, title: 'Training', activityDate: '2026-02-01', place: 'Hall' })
    .returning();
  await t.database.db.insert(activityAttendance).values([
    { activityId: activity!.id, beneficiaryId: recentKakuma, present: true },
    { activityId: activity!.id, beneficiaryId: recentUnrecorded, present: false },
  ]);
  const [a, b] = [recentKakuma, recentUnrecorded].sort();
  await t.database.db
    .insert(duplicateAlerts)
    .values({ beneficiaryAId: a!, beneficiaryBId: b!, riskScore: 0.8, matchingFields: ['location'] });
}

/*
 * The dashboard counts the whole registry, so this file has a database of its
 * own (on PostgreSQL too): the figures it inserts move the dashboard exactly.
 */
const expectDelta = (actual: number, inserted: number) => expect(actual).toBe(inserted);

const campCount = (body: Dashboard, camp: string | null) => body.geography.find((row) => row.camp === camp)?.count ?? 0;
const typeCount = (body: Dashboard, type: string) =>
  body.performance.enrolledByType.find((row) => row.type === type)!.count;

let before: Record<string, Dashboard>;
let after: Record<string, Dashboard>;

beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  before = {
    '30d': await dashboard('30d'),
    '90d': await dashboard('90d'),
    '12m': await dashboard('12m'),
    '7d': await dashboard('7d'),
  };
  await insertFigures();
  after = {
    '30d': await dashboard('30d'),
    '90d': await dashboard('90d'),
    '12m': await dashboard('12m'),
    '7d': await dashboard('7d'),
  };
});

afterAll(async () => t.close());

describe('GET /api/v1/staff/dashboard', () => {
  it('counts people, projects, budget and completions, with the last 30 days as the deltas', () => {
    const [was, now] = [before['30d']!.stats, after['30d']!.stats];
    expectDelta(now.totalBeneficiaries!.value - was.totalBeneficiaries!.value, 4);
    expectDelta(now.totalBeneficiaries!.delta! - was.totalBeneficiaries!.delta!, 3);
    expectDelta(now.activeProjects!.value - was.activeProjects!.value, 1);
    expectDelta(now.activeProjects!.delta! - was.activeProjects!.delta!, 1);
    expectDelta(now.totalBudget!.value - was.totalBudget!.value, 1_500);
    expectDelta(now.totalBudget!.spent! - was.totalBudget!.spent!, 250);
    expectDelta(now.programCompletions!.value - was.programCompletions!.value, 2);
    expectDelta(now.programCompletions!.delta! - was.programCompletions!.delta!, 1);
  });

  it('widens the deltas with the period', () => {
    const delta = (period: string, stat: string) =>
      after[period]!.stats[stat]!.delta! - before[period]!.stats[stat]!.delta!;
    expectDelta(delta('7d', 'totalBeneficiaries'), 3);
    expectDelta(delta('90d', 'totalBeneficiaries'), 4);
    expectDelta(delta('90d', 'activeProjects'), 1);
    expectDelta(delta('12m', 'activeProjects'), 2);
    expectDelta(delta('90d', 'programCompletions'), 2);
    // The total does not depend on the period (the 12-month figures were read after the 30-day ones).
    expectDelta(after['12m']!.stats.totalBeneficiaries!.value - after['30d']!.stats.totalBeneficiaries!.value, 0);
  });

  it('utilisation is spending over budget, as a whole percent', () => {
    const { value, spent, percentUtilised } = after['30d']!.stats.totalBudget!;
    expect(percentUtilised).toBe(Math.round((spent! / value) * 100));
  });

  it('places people by camp, with a "not recorded" row for missing and unknown camps, and percents that add up to 100', () => {
    const [was, now] = [before['30d']!, after['30d']!];
    expectDelta(campCount(now, 'KAK') - campCount(was, 'KAK'), 1);
    expectDelta(campCount(now, 'DAD') - campCount(was, 'DAD'), 1);
    expectDelta(campCount(now, null) - campCount(was, null), 2);
    expect(now.geography.slice(0, 4).map((row) => row.camp)).toEqual(['DAD', 'KAK', 'KAL', 'NBI']);
    expect(now.geography.reduce((sum, row) => sum + row.percent, 0)).toBe(100);
  });

  it('rates completion over the people who completed or withdrew, and attendance over rows taken', () => {
    const [was, now] = [before['30d']!.performance, after['30d']!.performance];
    expectDelta(now.participating! - was.participating!, 2);
    expectDelta(now.completed! - was.completed!, 2);
    expectDelta(now.attendanceTaken! - was.attendanceTaken!, 2);
    expectDelta(now.attendancePresent! - was.attendancePresent!, 1);
    expect(now.completionRate).toBe(Math.round((now.completed! / (now.completed! + now.withdrawn!)) * 100));
    expectDelta(typeCount(after['30d']!, 'cash_for_work') - typeCount(before['30d']!, 'cash_for_work'), 2);
    expect(now.enrolledByType.map((row) => row.type)).toEqual([
      'skills_training',
      'cash_for_work',
      'business_support',
      'agricultural_support',
    ]);
  });

  it('counts pending duplicate alerts and projects per partner, and reports the registry sync', () => {
    const [was, now] = [before['30d']!, after['30d']!];
    expectDelta(now.alerts.pendingDuplicates - was.alerts.pendingDuplicates, 1);
    expect(now.partners.find((row) => row.partner === partner)).toEqual({ partner, projects: 2, activeProjects: 1 });
    expect(Object.keys(now.registrySync).sort()).toEqual(['lastSyncAt', 'pendingImportId', 'pendingUpdates']);
    expect(now.audiences.activeStaff).toBeGreaterThanOrEqual(1);
  });

  it('shares no personal data', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: officer.cookie } });
    expect(response.json().period).toBe('30d');
    expect(response.body).not.toContain(`Person${tag}`);
  });

  it('refuses an unknown period in the reader’s language', async () => {
    const en = await t.app.inject({ method: 'GET', url: `${URL}?period=1y`, headers: { cookie: officer.cookie } });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors[0]).toMatchObject({
      path: 'period',
      message: 'Choose a period: 7 days, 30 days, 90 days or 12 months',
    });
    const sw = await t.app.inject({
      method: 'GET',
      url: `${URL}?period=1y`,
      headers: { cookie: officer.cookie, 'accept-language': 'sw' },
    });
    expect(sw.json().errors[0].message).toBe('Chagua kipindi: siku 7, siku 30, siku 90 au miezi 12');
  });

  it('is for approved staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const beneficiary = await buildUser(t);
    const employer = await buildEmployer(t);
    const pending = await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null });
    for (const user of [beneficiary, employer, pending]) {
      expect((await t.app.inject({ method: 'GET', url: URL, headers: { cookie: user.cookie } })).statusCode).toBe(403);
    }
  });
});
