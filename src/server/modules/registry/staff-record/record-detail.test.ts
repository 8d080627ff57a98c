import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, beneficiaries, beneficiaryMessages, duplicateAlerts } from '@server/db/schema';
import { buildBeneficiary, uniqueProgresId } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildApplicant, type Applicant } from '@server/test-support/job-application-builders';
import { buildPayment } from '@server/test-support/payment-builders';
import { buildEnrolments, buildProject } from '@server/test-support/project-builders';
import { buildDocument, buildProgrammeApplication } from '@server/test-support/record-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const BASE = '/api/v1/staff/beneficiaries';

/** A portal beneficiary who is also in the registry, with one of every related record. */
async function buildRelatedRecords(t: TestApp, person: Applicant) {
  const db = t.database.db;
  const householdId = `HH-${randomInt(1e9)}`;
  await db
    .update(beneficiaries)
    .set({ householdId, progresId: uniqueProgresId(), locationArea: 'IFO', locationBlock: 'B3' })
    .where(eq(beneficiaries.id, person.beneficiaryId));
  const sibling = await buildBeneficiary(t, {
    firstName: 'Cabdullaahi',
    lastName: 'Warsame',
    householdId,
    dateOfBirth: '2010-01-01',
  });
  const lookalike = await buildBeneficiary(t, { firstName: 'Halimo', lastName: 'Abdi' });
  await buildProgrammeApplication(t, person.beneficiaryId, { applicationDate: new Date('2030-01-05T10:00:00Z') });
  const project = await buildProject(t, { endDate: '2030-06-30' });
  await buildEnrolments(t, project.id, [
    { beneficiaryId: person.beneficiaryId, status: 'completed', completedAt: new Date('2030-05-01T00:00:00Z') },
  ]);
  await buildDocument(t, person.beneficiaryId, {
    documentName: 'Refugee ID',
    storageKey: 'secret/storage/key',
    fileSize: 1000,
    sha256: 'abc',
    expiryDate: '2031-01-01',
  });
  await buildPayment(t, { beneficiaryId: person.beneficiaryId, amount: 5000, status: 'completed' });
  await buildPayment(t, { beneficiaryId: person.beneficiaryId, amount: 2000, paymentMethod: 'cash' });
  await db.insert(beneficiaryMessages).values({
    beneficiaryId: person.beneficiaryId,
    subject: 'Distribution day',
    message: 'Thursday',
    direction: 'to_beneficiary',
  });
  const [a, b] = [person.beneficiaryId, lookalike.id].sort();
  await db
    .insert(duplicateAlerts)
    .values({ beneficiaryAId: a!, beneficiaryBId: b!, riskScore: 0.82, matchingFields: ['name_similar'] });
  return { sibling, lookalike, project };
}

describe('staff beneficiary record: the detail page', () => {
  let t: TestApp;
  let officer: BuiltUser;
  let person: Applicant;
  let related: Awaited<ReturnType<typeof buildRelatedRecords>>;
  beforeAll(async () => {
    t = await createTestApp();
    officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
    person = await buildApplicant(t, {
      firstName: 'Halima',
      lastName: 'Abdi',
      vulnerabilityScore: 4.5,
      gender: 'female',
      nationality: 'SOM',
    });
    related = await buildRelatedRecords(t, person);
  });
  afterAll(() => t.close());

  const view = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${BASE}/${person.beneficiaryId}`,
      headers: { cookie: officer.cookie, ...headers },
    });

  it('shows the person with every related record', async () => {
    const response = await view();
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record.person).toMatchObject({
      id: person.beneficiaryId,
      firstName: 'Halima',
      location: 'DAD-IFO-B3',
      vulnerabilityScore: 4.5,
      status: 'active',
    });
    expect(record.portalAccountEmail).toBe(person.email);
    expect(record.profile).toMatchObject({ email: person.email, educationLevel: 'secondary', householdSize: 1 });
    expect(record.household).toEqual([
      expect.objectContaining({ id: related.sibling.id, firstName: 'Cabdullaahi', dateOfBirth: '2010-01-01' }),
    ]);
    expect(record.applications).toEqual([
      expect.objectContaining({
        programme: 'Emergency Cash Transfer',
        status: 'submitted',
        appliedAt: '2030-01-05T10:00:00.000Z',
      }),
    ]);
    expect(record.enrolments).toEqual([
      expect.objectContaining({
        projectId: related.project.id,
        code: related.project.code,
        name: 'Tailoring cohort',
        status: 'completed',
        completedAt: '2030-05-01T00:00:00.000Z',
      }),
    ]);
    expect(record.documents).toEqual([
      expect.objectContaining({ type: 'national_id', name: 'Refugee ID', status: 'pending', expiresOn: '2031-01-01' }),
    ]);
    expect(JSON.stringify(record.documents)).not.toContain('storage');
    expect(record.payments).toMatchObject({ count: 2, totalAmount: 7000, totalPaid: 5000 });
    expect(record.payments.items).toHaveLength(2);
    // Conversations are read on their own (and audited there): the record does not carry them.
    expect(record).not.toHaveProperty('messages');
    expect(record.duplicateAlerts).toEqual([
      expect.objectContaining({
        otherPersonId: related.lookalike.id,
        otherName: 'Halimo Abdi',
        otherProgresId: related.lookalike.progresId,
        riskScore: 0.82,
        status: 'pending',
      }),
    ]);
  });

  it('names programmes in the reader language', async () => {
    const record = (await view({ 'accept-language': 'sw' })).json();
    expect(record.applications[0].programme).toBe('Uhamisho wa Fedha wa Dharura');
  });

  it('writes a beneficiary.view audit entry for every read', async () => {
    const entries = () =>
      t.database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'beneficiary.view'),
            eq(auditEvents.targetId, person.beneficiaryId),
            eq(auditEvents.actorUserId, officer.userId),
          ),
        );
    const before = (await entries()).length;
    await view();
    const after = await entries();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ targetType: 'beneficiary', details: null });
  });

  it('leaves resolved duplicate alerts out', async () => {
    await t.database.db
      .update(duplicateAlerts)
      .set({ status: 'resolved' })
      .where(eq(duplicateAlerts.beneficiaryBId, related.lookalike.id));
    await t.database.db
      .update(duplicateAlerts)
      .set({ status: 'resolved' })
      .where(eq(duplicateAlerts.beneficiaryAId, related.lookalike.id));
    expect((await view()).json().duplicateAlerts).toEqual([]);
  });
});
