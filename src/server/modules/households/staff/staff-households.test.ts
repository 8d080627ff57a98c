import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household, PersonHousehold } from '@domain/households';
import { auditEvents, households } from '@server/db/schema';
import { buildBeneficiaries } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildPayment } from '@server/test-support/payment-builders';
import { buildProgramme } from '@server/test-support/programme-builders';
import { buildProgrammeApplication } from '@server/test-support/record-builders';
import { randomLetters } from '@server/test-support/seed-target';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { syncHouseholds } from '../sync/sync-households';

const BASE = '/api/v1/staff/households';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('staff households', () => {
  let t: TestApp;
  let officer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A mother and her son, registered together in one household. */
  async function family() {
    const ref = `HH-${randomLetters(10)}`;
    const [mother, son, stranger] = await buildBeneficiaries(t, [
      { firstName: 'Amina', householdId: ref, householdSize: 5, monthlyIncome: 4000 },
      { firstName: 'Yusuf', householdId: ref, gender: 'male' },
      { firstName: 'Other', householdId: `HH-${randomLetters(10)}` },
    ]);
    await syncHouseholds(t.database.db, [mother!.id, son!.id, stranger!.id]);
    const [household] = await t.database.db.select().from(households).where(eq(households.reference, ref));
    return { ref, mother: mother!, son: son!, stranger: stranger!, householdId: household!.id };
  }
  const auditOf = (targetType: string, targetId: string) =>
    t.database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, targetType), eq(auditEvents.targetId, targetId)));

  it("shows a household with its members' programmes and payments, and audits the read", async () => {
    const { ref, mother, son, householdId } = await family();
    await buildProgrammeApplication(t, mother.id, { status: 'under_review' });
    const drafted = await buildProgramme(t);
    await buildProgrammeApplication(t, son.id, {
      status: 'draft',
      programId: drafted.id,
      programType: 'skills_training',
    });
    await buildPayment(t, { beneficiaryId: son.id, amount: 3000, status: 'completed', completedAt: new Date() });
    await buildPayment(t, { beneficiaryId: son.id, amount: 9999, status: 'failed' });

    const response = await call('GET', `${BASE}/${householdId}`, officer.cookie);
    expect(response.statusCode).toBe(200);
    const household = response.json<Household>();
    expect(household).toMatchObject({ reference: ref, size: 5, monthlyIncome: 4000, incomePerPerson: 800, head: null });
    const motherRow = household.members.find((member) => member.beneficiaryId === mother.id);
    expect(motherRow?.programmes).toEqual([
      { programmeId: 'cash-transfer', name: expect.any(String) as string, status: 'under_review' },
    ]);
    const sonRow = household.members.find((member) => member.beneficiaryId === son.id);
    // A draft is the applicant's own business.
    expect(sonRow?.programmes).toEqual([]);
    expect(sonRow?.payments).toMatchObject({ count: 1, totalAmount: 3000 });
    expect(sonRow?.payments.lastPaidAt).not.toBeNull();
    expect(await auditOf('household', householdId)).toEqual([expect.objectContaining({ action: 'household.view' })]);
  });

  it("gives a person's household panel, or none for a person outside every household", async () => {
    const { mother, householdId } = await family();
    const panel = await call('GET', `/api/v1/staff/beneficiaries/${mother.id}/household`, officer.cookie);
    expect(panel.json<PersonHousehold>()).toMatchObject({
      household: { id: householdId, memberCount: 2 },
      relationship: null,
      declared: [],
    });
    const [alone] = await buildBeneficiaries(t, [{ householdId: null }]);
    const none = await call('GET', `/api/v1/staff/beneficiaries/${alone!.id}/household`, officer.cookie);
    expect(none.json()).toEqual({ household: null, relationship: null, declared: [] });
  });

  it('changes size, income and head; the household and the new head have it in their histories', async () => {
    const { mother, householdId } = await family();
    const response = await call('PUT', `${BASE}/${householdId}`, officer.cookie, {
      size: 7,
      monthlyIncome: 7000,
      headBeneficiaryId: mother.id,
    });
    expect(response.statusCode).toBe(200);
    const household = response.json<Household>();
    expect(household).toMatchObject({ size: 7, monthlyIncome: 7000, incomePerPerson: 1000 });
    expect(household.head).toEqual({ beneficiaryId: mother.id, name: expect.stringContaining('Amina') as string });
    expect(household.members.find((member) => member.beneficiaryId === mother.id)?.relationship).toBe('head');
    expect(await auditOf('household', householdId)).toContainEqual({
      action: 'household.update',
      details: { fields: ['size', 'monthlyIncome', 'head'] },
    });
    expect((await auditOf('beneficiary', mother.id)).map((entry) => entry.action)).toContain('household.head_set');
  });

  it('refuses a head who is not a member of the household', async () => {
    const { stranger, householdId } = await family();
    const response = await call('PUT', `${BASE}/${householdId}`, officer.cookie, {
      size: 3,
      monthlyIncome: 0,
      headBeneficiaryId: stranger.id,
    });
    expect(response.statusCode).toBe(400);
    expect((await auditOf('household', householdId)).map((entry) => entry.action)).not.toContain('household.update');
  });

  it("records a member's relationship, audited on the household and on the person", async () => {
    const { son, householdId } = await family();
    const response = await call('PUT', `${BASE}/${householdId}/members/${son.id}`, officer.cookie, {
      relationship: 'child',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Household>().members.find((member) => member.beneficiaryId === son.id)?.relationship).toBe(
      'child',
    );
    expect(await auditOf('beneficiary', son.id)).toContainEqual({
      action: 'household.member_relationship',
      details: { from: null, to: 'child', householdId },
    });
    expect((await auditOf('household', householdId)).map((entry) => entry.action)).toContain(
      'household.member_relationship',
    );
  });

  it('answers 404 for an unknown household and for a person of another household', async () => {
    const { stranger, householdId } = await family();
    expect((await call('GET', `${BASE}/${UNKNOWN}`, officer.cookie)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/not-an-id`, officer.cookie)).statusCode).toBe(404);
    const other = await call('PUT', `${BASE}/${householdId}/members/${stranger.id}`, officer.cookie, {
      relationship: 'child',
    });
    expect(other.statusCode).toBe(404);
    const panel = await call('GET', `/api/v1/staff/beneficiaries/${UNKNOWN}/household`, officer.cookie);
    expect(panel.statusCode).toBe(404);
  });

  it.each(['beneficiary', 'employer'] as const)('refuses a %s with 403', async (userType) => {
    const { householdId, mother } = await family();
    const user = await buildUser(t, { userType });
    const answers = await Promise.all([
      call('GET', `${BASE}/${householdId}`, user.cookie),
      call('GET', `/api/v1/staff/beneficiaries/${mother.id}/household`, user.cookie),
      call('PUT', `${BASE}/${householdId}`, user.cookie, { size: 2, monthlyIncome: 0, headBeneficiaryId: null }),
      call('PUT', `${BASE}/${householdId}/members/${mother.id}`, user.cookie, { relationship: 'head' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
  });
});
