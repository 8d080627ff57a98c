import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beneficiaries, beneficiaryMessages, duplicateAlerts, jobApplications } from '@server/db/schema';
import { rawRows } from '@server/db/raw-rows';
import { buildBeneficiary, type BeneficiaryValues } from '@server/test-support/beneficiary-builders';
import { buildPayment } from '@server/test-support/payment-builders';
import { buildEnrolments } from '@server/test-support/project-builders';
import { buildComplaint, buildDocument, buildProgrammeApplication } from '@server/test-support/record-builders';
import type { TestApp } from '@server/test-support/test-app';

/*
 * Pairs of near-identical people with their alert, and one linked row in
 * every table a merge moves, inserted through the schema. Surnames, phones
 * and ProGres IDs are unique per call so files sharing a database never collide.
 */

/** Maxamed Xuseen of Ifo block 12, born 1990, with a surname of this call only. */
export function buildMaxamed(t: TestApp, values: BeneficiaryValues = {}) {
  return buildBeneficiary(t, {
    firstName: 'Maxamed',
    lastName: `Xuseen-${randomInt(1e9)}`,
    gender: 'male',
    dateOfBirth: '1990-01-01',
    locationCamp: 'DAD',
    locationArea: 'IFO',
    locationBlock: 'B12',
    ...values,
  });
}

/** Two records of (apparently) one person and a pending alert on them; a and b in the stored order. */
export async function buildPair(
  t: TestApp,
  risk = 0.93,
  first: BeneficiaryValues = {},
  second: BeneficiaryValues = {},
) {
  const one = await buildMaxamed(t, first);
  const two = await buildMaxamed(t, { lastName: one.lastName, phoneNumber: one.phoneNumber, ...second });
  const [a, b] = one.id < two.id ? [one, two] : [two, one];
  const [alert] = await t.database.db
    .insert(duplicateAlerts)
    .values({
      beneficiaryAId: a.id,
      beneficiaryBId: b.id,
      riskScore: risk,
      matchingFields: ['phone', 'name', 'date_of_birth'],
    })
    .returning();
  await t.database.db
    .update(beneficiaries)
    .set({ duplicateRisk: risk })
    .where(sql`${beneficiaries.id} in (${a.id}, ${b.id})`);
  return { alert: alert!, a, b };
}

/** One row in each table a merge moves; returns their ids by table. */
export async function attachLinkedRows(
  t: TestApp,
  personId: string,
  links: { projectId: string; jobId: string; programId?: string },
): Promise<LinkedRows> {
  const db = t.database.db;
  const id = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows)[0]!.id;
  return {
    programApplications: [
      (
        await buildProgrammeApplication(t, personId, {
          programId: links.programId ?? 'cash-transfer',
          programType: 'cash_transfer',
        })
      ).id,
    ],
    projectEnrolments: [(await buildEnrolments(t, links.projectId, [personId]))[0]!.id],
    beneficiaryDocuments: [(await buildDocument(t, personId, { documentName: 'ID' })).id],
    paymentRecords: [(await buildPayment(t, { beneficiaryId: personId, amount: 5000, paymentMethod: 'cash' })).id],
    beneficiaryMessages: [
      await id(
        db.insert(beneficiaryMessages).values({ beneficiaryId: personId, subject: 'Hello', message: 'Hi' }).returning(),
      ),
    ],
    feedbackCases: [
      (
        await buildComplaint(t, personId, {
          reference: `FB-DUP-${randomInt(1e9)}`,
          kind: 'feedback',
          subject: 'Late',
          description: 'Payment was late',
        })
      ).id,
    ],
    jobApplications: [
      await id(
        db
          .insert(jobApplications)
          .values({
            jobId: links.jobId,
            beneficiaryId: personId,
            coverLetter: 'Please consider me.',
            applicantName: 'Maxamed',
          })
          .returning(),
      ),
    ],
  };
}

const TABLE_NAMES = {
  programApplications: 'program_applications',
  projectEnrolments: 'project_enrolments',
  beneficiaryDocuments: 'beneficiary_documents',
  paymentRecords: 'payment_records',
  beneficiaryMessages: 'beneficiary_messages',
  feedbackCases: 'feedback_cases',
  jobApplications: 'job_applications',
} as const;
export type LinkedRows = Record<keyof typeof TABLE_NAMES, string[]>;

/** Who owns each of the given rows now, table by table. */
export async function ownersOf(t: TestApp, rows: LinkedRows): Promise<Record<string, string[]>> {
  const owners: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(rows)) {
    const found = await rawRows<{ owner: string }>(
      t.database.db,
      sql`select beneficiary_id as owner from ${sql.raw(TABLE_NAMES[key as keyof LinkedRows])} where id = any(${sql.param(ids)}::uuid[])`,
    );
    owners[key] = found.map((row) => row.owner);
  }
  return owners;
}
