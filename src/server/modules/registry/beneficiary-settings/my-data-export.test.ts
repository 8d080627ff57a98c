import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beneficiaryDocuments,
  beneficiaryMessages,
  feedbackCases,
  feedbackReplies,
  jobApplicationNotes,
  jobApplications,
  jobInvitations,
  paymentRecords,
  programApplications,
  smsMessages,
} from '@server/db/schema';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildVerifiedCompanyWithJob } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const MY_DATA = '/api/v1/beneficiary/settings/my-data';

describe('download my data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (user: Pick<BuiltUser, 'cookie'>, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object | undefined, headers: { cookie: user.cookie } });

  /** A person with a row in every table the export reads; staff- and employer-only fields carry a marker that must not leave. */
  async function personWithEverything(firstName: string, marker: string) {
    const user = await buildUser(t, { firstName, lastName: 'Export' });
    const beneficiaryId = (await call(user, 'GET', '/api/v1/beneficiary/profile')).json().id as string;
    const db = t.database.db;
    const staff = await buildStaffAdmin(t);
    await call(user, 'PUT', '/api/v1/beneficiary/skills-assessment', {
      skillAreas: [{ area: 'other', detail: `${marker} weaving`, level: 'expert' }],
      languages: [{ language: 'Somali', level: 'native' }],
      workExperience: [{ title: 'Weaver', years: 3 }],
    });
    await call(user, 'PUT', '/api/v1/beneficiary/settings/preferences', {
      language: 'sw',
      notifyByEmail: true,
      notifyBySms: true,
      notifyApplicationUpdates: true,
      notifyPaymentUpdates: true,
      notifyJobOpportunities: true,
      discoverableByEmployers: true,
    });
    await call(user, 'POST', '/api/v1/beneficiary/businesses', {
      name: `${marker} Weaving`,
      sector: 'crafts',
      location: 'Kakuma 2',
      startDate: '2024-01-01',
      status: 'operating',
      employees: 1,
    });
    await call(user, 'POST', '/api/v1/beneficiary/settings/deletion-request', { reason: `${marker} leaving` });
    await db.insert(programApplications).values({
      beneficiaryId,
      programId: 'cash-transfer',
      programType: 'cash_transfer',
      status: 'submitted',
      applicationData: { householdSize: 4 },
      reviewerNotes: `${marker}-reviewer-note`,
    });
    await db
      .insert(paymentRecords)
      .values({ beneficiaryId, amount: 5000, paymentMethod: 'mobile_money', paymentReference: `${marker}-PAY` });
    await db.insert(beneficiaryMessages).values({
      beneficiaryId,
      senderUserId: staff.userId,
      subject: `${marker} subject`,
      message: 'Your payment is on its way',
    });
    await db.insert(beneficiaryDocuments).values({
      beneficiaryId,
      documentType: 'national_id',
      documentName: `${marker} ID`,
      storageKey: `${marker}-storage-key`,
      fileSize: 1000,
      mimeType: 'application/pdf',
      sha256: 'a'.repeat(64),
    });
    const [feedbackCase] = await db
      .insert(feedbackCases)
      .values({
        reference: `FB-${marker}`,
        beneficiaryId,
        kind: 'complaint',
        category: 'payments',
        subject: `${marker} late payment`,
        description: 'My payment for March has not arrived yet.',
        contactChannel: 'portal',
        assignedTo: staff.userId,
      })
      .returning();
    await db.insert(feedbackReplies).values({
      caseId: feedbackCase!.id,
      direction: 'from_agency',
      authorUserId: staff.userId,
      body: `${marker} we are checking`,
    });
    const { job } = await buildVerifiedCompanyWithJob(t);
    const [application] = await db
      .insert(jobApplications)
      .values({
        jobId: job.id,
        beneficiaryId,
        coverLetter: `${marker} cover letter`,
        applicantName: `${firstName} Export`,
        rating: 2,
        rejectionReason: `${marker}-employer-reason`,
      })
      .returning();
    await db.insert(jobApplicationNotes).values({ applicationId: application!.id, body: `${marker}-private-note` });
    await db.insert(jobInvitations).values({ jobId: job.id, beneficiaryId, message: `${marker} please apply` });
    await db.insert(smsMessages).values({
      idempotencyKey: `${marker}-sms-key-${beneficiaryId}`,
      beneficiaryId,
      toNumber: '+254712000123',
      language: 'sw',
      body: `${marker} ombi lako limekubaliwa`,
      parts: 1,
      providerMessageId: `${marker}-gateway-id`,
    });
    return { user, beneficiaryId, staff };
  }

  it('gives me a JSON file of every row about me, without staff or employer working notes', async () => {
    const me = await personWithEverything('Nasra', 'nasra');
    const other = await personWithEverything('Zawadi', 'zawadi');

    const response = await call(me.user, 'GET', MY_DATA);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();

    expect(data.account).toMatchObject({ email: me.user.email, firstName: 'Nasra', userType: 'beneficiary' });
    expect(data.profile).toMatchObject({ id: me.beneficiaryId, firstName: 'Nasra', lastName: 'Export' });
    expect(data.skillsAssessment.skillAreas).toEqual([{ area: 'other', detail: 'nasra weaving', level: 'expert' }]);
    expect(data.preferences).toMatchObject({ language: 'sw', discoverableByEmployers: true });
    expect(data.businesses.map((b: { name: string }) => b.name)).toEqual(['nasra Weaving']);
    expect(data.accountDeletionRequests).toMatchObject([{ status: 'pending', reason: 'nasra leaving' }]);
    expect(data.programmeApplications).toMatchObject([{ programId: 'cash-transfer', status: 'submitted' }]);
    expect(data.payments).toMatchObject([{ amount: 5000, paymentReference: 'nasra-PAY' }]);
    expect(data.messages).toMatchObject([{ subject: 'nasra subject' }]);
    expect(data.documents).toMatchObject([{ documentName: 'nasra ID', mimeType: 'application/pdf' }]);
    expect(data.feedbackCases).toMatchObject([{ reference: 'FB-nasra', replies: [{ body: 'nasra we are checking' }] }]);
    expect(data.jobApplications).toMatchObject([
      { coverLetter: 'nasra cover letter', jobTitle: 'Site assistant', history: [] },
    ]);
    expect(data.jobInvitations).toMatchObject([{ message: 'nasra please apply', status: 'sent' }]);
    expect(data.textMessages).toMatchObject([{ body: 'nasra ombi lako limekubaliwa', status: 'queued' }]);

    // Working material of staff and employers, and storage internals, stay out.
    const text = response.body;
    for (const hidden of [
      'nasra-reviewer-note',
      'nasra-storage-key',
      'nasra-employer-reason',
      'nasra-private-note',
      'nasra-gateway-id',
      'nasra-sms-key',
      me.staff.userId,
      'password',
    ]) {
      expect(text).not.toContain(hidden);
    }
    expect(data.feedbackCases[0]).not.toHaveProperty('assignedTo');
    expect(data.jobApplications[0]).not.toHaveProperty('rating');
    // Nothing of anyone else.
    for (const foreign of ['zawadi', 'Zawadi', other.beneficiaryId, other.user.email])
      expect(text).not.toContain(foreign);
  });

  it('is an empty-handed but complete file for someone who has just signed up', async () => {
    const user = await buildUser(t, { firstName: 'Halima' });
    const data = (await call(user, 'GET', MY_DATA)).json();
    expect(data.profile.firstName).toBe('Halima');
    expect(data).toMatchObject({
      skillsAssessment: null,
      preferences: null,
      payments: [],
      feedbackCases: [],
      jobApplications: [],
      accountDeletionRequests: [],
      textMessages: [],
      paymentChecks: [],
      followUpVisits: [],
    });
  });
});
