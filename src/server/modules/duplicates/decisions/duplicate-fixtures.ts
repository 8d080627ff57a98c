import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  beneficiaries,
  beneficiaryDocuments,
  beneficiaryMessages,
  duplicateAlerts,
  feedbackCases,
  jobApplications,
  paymentRecords,
  programApplications,
  projectEnrolments,
  projects,
} from '@server/db/schema';
import { rawRows } from '@server/db/raw-rows';
import type { TestApp } from '@server/test-support/test-app';
import { uniqueProgresId } from '@server/modules/registry/staff-record/record-fixtures';

/*
 * Pairs of near-identical people with their alert, and one linked row in
 * every table a merge moves, inserted through the schema. Names and ProGres
 * IDs are unique per call so files sharing a database never collide.
 */

type PersonValues = Partial<typeof beneficiaries.$inferInsert>;

export async function insertPerson(t: TestApp, values: PersonValues = {}) {
  const [row] = await t.database.db
    .insert(beneficiaries)
    .values({
      progresId: uniqueProgresId(),
      firstName: 'Maxamed',
      lastName: `Xuseen-${randomInt(1e9)}`,
      dateOfBirth: '1990-01-01',
      phoneNumber: `+2547${String(randomInt(1e8)).padStart(8, '0')}`,
      locationCamp: 'DAD',
      locationArea: 'IFO',
      locationBlock: 'B12',
      ...values,
    })
    .returning();
  return row!;
}

/** Two records of (apparently) one person and a pending alert on them; a and b in the stored order. */
export async function buildPair(t: TestApp, risk = 0.93, first: PersonValues = {}, second: PersonValues = {}) {
  const one = await insertPerson(t, first);
  const two = await insertPerson(t, { lastName: one.lastName, phoneNumber: one.phoneNumber, ...second });
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

export async function buildProject(t: TestApp) {
  const [project] = await t.database.db
    .insert(projects)
    .values({
      code: `DUP-SKT-2031-${String(randomInt(1000)).padStart(3, '0')}${randomInt(1e6)}`,
      name: 'Tailoring cohort',
      partner: 'IRC',
      type: 'skills_training',
      location: 'DAD',
      targetBeneficiaries: 20,
      budget: 5000,
      startDate: '2031-01-01',
      endDate: '2031-06-30',
      status: 'active',
    })
    .returning();
  return project!;
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
      await id(
        db
          .insert(programApplications)
          .values({
            beneficiaryId: personId,
            programId: links.programId ?? 'cash-transfer',
            programType: 'cash_transfer',
            status: 'submitted',
            applicationData: {},
            applicationDate: new Date(),
          })
          .returning(),
      ),
    ],
    projectEnrolments: [
      await id(
        db.insert(projectEnrolments).values({ projectId: links.projectId, beneficiaryId: personId }).returning(),
      ),
    ],
    beneficiaryDocuments: [
      await id(
        db
          .insert(beneficiaryDocuments)
          .values({
            beneficiaryId: personId,
            documentType: 'national_id',
            documentName: 'ID',
            storageKey: 'k',
            fileSize: 10,
            mimeType: 'application/pdf',
            sha256: 'x',
          })
          .returning(),
      ),
    ],
    paymentRecords: [
      await id(
        db.insert(paymentRecords).values({ beneficiaryId: personId, amount: 5000, paymentMethod: 'cash' }).returning(),
      ),
    ],
    beneficiaryMessages: [
      await id(
        db.insert(beneficiaryMessages).values({ beneficiaryId: personId, subject: 'Hello', message: 'Hi' }).returning(),
      ),
    ],
    feedbackCases: [
      await id(
        db
          .insert(feedbackCases)
          .values({
            beneficiaryId: personId,
            reference: `FB-DUP-${randomInt(1e9)}`,
            kind: 'feedback',
            category: 'payments',
            subject: 'Late',
            description: 'Payment was late',
            contactChannel: 'portal',
          })
          .returning(),
      ),
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
