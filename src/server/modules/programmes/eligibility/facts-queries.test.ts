import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdMembers, households } from '@server/db/schema';
import { buildBeneficiary, NAME_ONLY } from '@server/test-support/beneficiary-builders';
import { buildProgramme } from '@server/test-support/programme-builders';
import { buildDocument, buildProgrammeApplication } from '@server/test-support/record-builders';
import { randomLetters } from '@server/test-support/seed-target';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { evaluateApplicants, loadEligibilityFacts, referenceDateOf } from '@server/modules/programmes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MONTH_MS = 30 * 86_400_000;

async function householdWith(memberId: string, size: number, monthlyIncome: number) {
  const [household] = await t.database.db
    .insert(households)
    .values({ reference: `HH-${randomLetters(8)}`, camp: 'DAD', size, monthlyIncome, headBeneficiaryId: memberId })
    .returning();
  await t.database.db.insert(householdMembers).values({ householdId: household!.id, beneficiaryId: memberId });
  return household!;
}

describe('the facts the eligibility rules read', () => {
  it("takes the household's figures from the household the person belongs to now", async () => {
    const person = await buildBeneficiary(t, { householdSize: 1, monthlyIncome: 50_000 });
    // A move: the earlier membership ended, a new one began.
    await householdWith(person.id, 9, 1_000);
    await t.database.db
      .update(householdMembers)
      .set({ leftAt: new Date() })
      .where(eq(householdMembers.beneficiaryId, person.id));
    await householdWith(person.id, 6, 12_000);

    const facts = await loadEligibilityFacts(t.database.db, [person.id]);

    expect(facts.get(person.id)?.household).toEqual({ size: 6, monthlyIncome: 12_000 });
  });

  it("uses the person's own size and income when they belong to no household", async () => {
    const person = await buildBeneficiary(t, { householdSize: 4, monthlyIncome: 8_000 });

    const facts = await loadEligibilityFacts(t.database.db, [person.id]);

    expect(facts.get(person.id)).toMatchObject({
      household: { size: 4, monthlyIncome: 8_000 },
      dateOfBirth: '1992-06-15',
      camp: 'DAD',
      nationality: 'SOM',
      gender: 'female',
      registered: true,
    });
  });

  it('counts only verified documents', async () => {
    const person = await buildBeneficiary(t);
    await buildDocument(t, person.id, { documentType: 'id_card', status: 'verified' });
    await buildDocument(t, person.id, { documentType: 'refugee_card', status: 'pending' });

    const facts = await loadEligibilityFacts(t.database.db, [person.id]);

    expect(facts.get(person.id)?.verifiedDocumentTypes).toEqual(['id_card']);
  });

  it('lists approvals as enrolments, dated when they were decided', async () => {
    const person = await buildBeneficiary(t);
    const programme = await buildProgramme(t);
    const approvedAt = new Date(Date.now() - 3 * MONTH_MS);
    await buildProgrammeApplication(t, person.id, {
      programId: programme.id,
      status: 'approved',
      reviewedAt: approvedAt,
    });
    await buildProgrammeApplication(t, person.id, { status: 'rejected', reviewedAt: new Date() });

    const facts = await loadEligibilityFacts(t.database.db, [person.id]);

    expect(facts.get(person.id)?.enrolments).toEqual([
      { programmeId: programme.id, approvedAt: approvedAt.toISOString() },
    ]);
  });

  it('is not registered without a ProGres ID or when the record is not active', async () => {
    const unregistered = await buildBeneficiary(t, { ...NAME_ONLY });
    const inactive = await buildBeneficiary(t, { status: 'inactive' });

    const facts = await loadEligibilityFacts(t.database.db, [unregistered.id, inactive.id]);

    expect(facts.get(unregistered.id)).toMatchObject({ registered: false, dateOfBirth: null, camp: null });
    expect(facts.get(inactive.id)?.registered).toBe(false);
  });

  it('loads many people at once and leaves out ids it does not know', async () => {
    const people = await Promise.all([buildBeneficiary(t), buildBeneficiary(t), buildBeneficiary(t)]);
    const unknownId = '00000000-0000-4000-8000-000000000000';

    const facts = await loadEligibilityFacts(t.database.db, [...people.map((person) => person.id), unknownId]);

    expect([...facts.keys()].sort()).toEqual(people.map((person) => person.id).sort());
    expect(await loadEligibilityFacts(t.database.db, [])).toEqual(new Map());
  });
});

describe("a programme's rules applied to applicants", () => {
  it('judges each person on the closing date, with the household record and their approvals', async () => {
    const previous = await buildProgramme(t);
    const programme = await buildProgramme(t, {
      closesOn: '2030-06-15',
      eligibilityRules: [
        { kind: 'age', hard: true, min: 18, max: 35 },
        { kind: 'income_per_person_below', hard: true, amount: 3_000 },
        { kind: 'not_enrolled_recently', hard: true, programmeId: previous.id, months: 12 },
      ],
    });
    // 38 on the closing date, 34 today: the closing date decides.
    const tooOld = await buildBeneficiary(t, { dateOfBirth: '1992-06-15', householdSize: 10, monthlyIncome: 0 });
    const young = await buildBeneficiary(t, { dateOfBirth: '2000-01-01', householdSize: 1, monthlyIncome: 50_000 });
    await householdWith(young.id, 10, 20_000);
    const enrolled = await buildBeneficiary(t, { dateOfBirth: '2000-01-01', householdSize: 5, monthlyIncome: 0 });
    await buildProgrammeApplication(t, enrolled.id, {
      programId: previous.id,
      status: 'completed',
      reviewedAt: new Date('2030-01-10T09:00:00Z'),
    });

    const verdicts = await evaluateApplicants(t.database.db, programme, [tooOld.id, young.id, enrolled.id]);

    expect(verdicts.get(tooOld.id)?.results[0]).toMatchObject({ outcome: 'fail', values: { age: 38 } });
    expect(verdicts.get(young.id)).toMatchObject({ eligible: true });
    expect(verdicts.get(young.id)?.results[1]).toMatchObject({ outcome: 'pass', values: { perPerson: 2_000 } });
    expect(verdicts.get(enrolled.id)?.eligible).toBe(false);
    expect(verdicts.get(enrolled.id)?.results[2]?.outcome).toBe('fail');
  });

  it('counts ages on today in Nairobi when the programme has no closing date', () => {
    expect(referenceDateOf({ closesOn: '2031-01-31' }, '2030-05-01')).toBe('2031-01-31');
    expect(referenceDateOf({ closesOn: null }, '2030-05-01')).toBe('2030-05-01');
    expect(referenceDateOf({ closesOn: null })).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
