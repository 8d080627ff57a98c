import { randomInt } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { nairobiToday } from '@domain/kenya-day';
import { addMonths } from '@domain/programmes/cycles-entitlements';
import { samplePdf } from '@server/platform/sample-files';
import { applyThrough, newSignedUpClient, uploadRefugeeCard } from './programme-steps';

/*
 * What a programme-cycle journey sets up through the staff API (programme design, selection and the batch
 * screens have journeys of their own), and paying a batch through the file provider as its screen would.
 */

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A business-grant programme open today, linked to a Kakuma project of its own, with no rules or questions. */
export async function openBusinessGrant(staff: APIRequestContext): Promise<{ programmeId: string; projectId: string }> {
  const tag = letters(6);
  const today = nairobiToday();
  const project = await json<{ id: string }>(
    await staff.post('/api/v1/staff/projects', {
      data: {
        name: `Grants ${tag}`,
        partner: 'UNHCR',
        type: 'business_support',
        location: 'KAK',
        targetBeneficiaries: 5,
        budget: 100_000,
        startDate: '2026-01-01',
        endDate: '2028-12-31',
        status: 'active',
      },
    }),
    201,
  );
  const text = (name: string) => ({
    name,
    description: 'A grant in three tranches to start a small business.',
    amount: 'KES 50,000',
    duration: '6 months',
    eligibility: [],
  });
  const programme = await json<{ id: string }>(
    await staff.post('/api/v1/staff/programmes', {
      data: {
        kind: 'business_grant',
        content: {
          en: text(`Business grant ${tag}`),
          sw: text(`Ruzuku ya biashara ${tag}`),
          so: text(`Deeqda ganacsiga ${tag}`),
          ar: text(`منحة المشاريع ${tag}`),
        },
        opensOn: today,
        closesOn: '2028-12-31',
        places: 5,
        quotas: [],
        onePlacePerHousehold: false,
        requiredDocumentTypes: ['refugee_card'],
        questions: [],
        rules: [],
        projectIds: [project.id],
      },
    }),
    201,
  );
  await json(await staff.post(`/api/v1/staff/programmes/${programme.id}/status`, { data: { status: 'open' } }), 200);
  return { programmeId: programme.id, projectId: project.id };
}

/** Selects the one applicant of the programme into its project, as "Select" on the ranking does. */
export async function selectTheApplicant(staff: APIRequestContext, programmeId: string, projectId: string) {
  const ranking = await json<{
    items: { applicationId: string; beneficiaryId: string }[];
    header: { selectedCount: number };
  }>(await staff.get(`/api/v1/staff/programmes/${programmeId}/ranking`), 200);
  const [applicant] = ranking.items;
  expect(applicant).toBeDefined();
  await json(
    await staff.post(`/api/v1/staff/programmes/${programmeId}/selection/one`, {
      data: { applicationId: applicant!.applicationId, projectId, selectedCount: ranking.header.selectedCount },
    }),
    200,
  );
  return applicant!;
}

/** The person uploads their business plan (stored as "other"); returns the document's id. */
export async function uploadBusinessPlan(person: APIRequestContext): Promise<string> {
  const response = await person.post('/api/v1/beneficiary/documents', {
    multipart: {
      documentType: 'other',
      documentName: 'Business plan',
      file: { name: 'business-plan.pdf', mimeType: 'application/pdf', buffer: samplePdf('Business plan') },
    },
  });
  return (await json<{ id: string }>(response, 201)).id;
}

export async function verifyDocument(staff: APIRequestContext, documentId: string): Promise<void> {
  await staff.post(`/api/v1/staff/documents/${documentId}/start-review`, { data: {} });
  const decided = await staff.post(`/api/v1/staff/documents/${documentId}/decision`, { data: { decision: 'verify' } });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** A training session of the project today, with the person present or not. */
export async function takeAttendance(
  staff: APIRequestContext,
  projectId: string,
  beneficiaryId: string,
  present: boolean,
) {
  const activity = await json<{ id: string }>(
    await staff.post(`/api/v1/staff/projects/${projectId}/activities`, {
      data: { title: `Bookkeeping ${letters(3)}`, activityDate: nairobiToday(), place: 'Kakuma 1 hall' },
    }),
    201,
  );
  const taken = await staff.put(`/api/v1/staff/activities/${activity.id}/attendance`, {
    data: { records: [{ beneficiaryId, present }] },
  });
  expect(taken.status(), await taken.text()).toBeLessThan(300);
}

/** Approval by a second staff member, then the file provider pays every payment of the batch. */
export async function approveAndPayByFile(checker: APIRequestContext, batchId: string): Promise<void> {
  const base = `/api/v1/staff/payment-batches/${batchId}`;
  await json(await checker.post(`${base}/approve`, { data: {} }), 200);
  await json(await checker.post(`${base}/disburse`, { data: { provider: 'file' } }), 200);
  const file = await checker.get(`${base}/provider-file.csv`);
  expect(file.status()).toBe(200);
  const rows = (await file.text())
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => `${line.split(',')[0]},completed,SKE${letters(7)},`);
  const results = await checker.post(`${base}/provider-results`, {
    multipart: {
      file: {
        name: 'results.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(['reference,status,receipt,reason', ...rows, ''].join('\r\n')),
      },
    },
  });
  expect(results.status(), await results.text()).toBe(200);
}

/**
 * A person selected into a business grant whose cycle paid the first of three tranches (the second waits on
 * attendance, the third on a visit), the batch completed with its verification sample drawn: the state the
 * cycle, batch and portal screens are checked in.
 */
export async function grantWithFirstTranchePaid(officer: APIRequestContext, admin: APIRequestContext) {
  const { programmeId, projectId } = await openBusinessGrant(officer);
  const { client: person, account } = await newSignedUpClient({
    firstName: 'Ayan',
    gender: 'female',
    dateOfBirth: '1994-08-20',
    camp: 'KAK',
  });
  await applyThrough(person, {
    programId: programmeId,
    documentId: await uploadRefugeeCard(person),
    answers: {},
    householdIncome: 2500,
  });
  const { beneficiaryId } = await selectTheApplicant(officer, programmeId, projectId);
  await takeAttendance(officer, projectId, beneficiaryId, false);
  await person.dispose();
  const cycles = `/api/v1/staff/programmes/${programmeId}/cycles`;
  const cycle = await json<{ id: string }>(
    await officer.post(cycles, {
      data: {
        name: 'Cohort A',
        projectId,
        startsOn: nairobiToday(),
        endsOn: addMonths(nairobiToday(), 6),
        plan: {
          kind: 'tranches',
          total: 30_000,
          tranches: [
            { share: 40, conditions: [] },
            { share: 40, conditions: [{ kind: 'attendance_at_least', percent: 80 }] },
            { share: 20, conditions: [{ kind: 'verification_visit' }] },
          ],
        },
      },
    }),
    201,
  );
  const prepared = await json<{ batches: { id: string }[] }>(
    await officer.post(`${cycles}/${cycle.id}/prepare-payments`, { data: { paymentMethod: 'mobile_money' } }),
    201,
  );
  const batchId = prepared.batches[0]!.id;
  await approveAndPayByFile(admin, batchId);
  await json(
    await officer.post(`/api/v1/staff/payment-batches/${batchId}/verification/sample`, { data: { percent: 10 } }),
    200,
  );
  return { programmeId, cycleId: cycle.id, batchId, account };
}
