import { randomInt, randomUUID } from 'node:crypto';
import { beneficiaryDocuments, feedbackCases, programApplications } from '@server/db/schema';
import { databaseOf, type SeedTarget } from './seed-target';

/*
 * What a person's record holds besides their details (documents, complaints,
 * programme applications), inserted through the schema as the portal would
 * have stored them, for tests of what staff see and do with them.
 */

export type DocumentRow = typeof beneficiaryDocuments.$inferSelect;
export type DocumentValues = Partial<typeof beneficiaryDocuments.$inferInsert>;
export type ComplaintRow = typeof feedbackCases.$inferSelect;
export type ComplaintValues = Partial<typeof feedbackCases.$inferInsert>;
export type ProgrammeApplicationRow = typeof programApplications.$inferSelect;
export type ProgrammeApplicationValues = Partial<typeof programApplications.$inferInsert>;

/** A pending PDF of a national ID under a storage key of its own (no file is stored). */
export async function buildDocument(
  target: SeedTarget,
  beneficiaryId: string,
  overrides: DocumentValues = {},
): Promise<DocumentRow> {
  const [row] = await databaseOf(target)
    .insert(beneficiaryDocuments)
    .values({
      beneficiaryId,
      documentType: 'national_id',
      documentName: 'National ID.pdf',
      storageKey: `documents/${randomUUID()}`,
      fileSize: 10,
      mimeType: 'application/pdf',
      sha256: 'x',
      ...overrides,
    })
    .returning();
  return row!;
}

export function uniqueFeedbackReference(): string {
  return `FB-T${randomUUID().slice(0, 8).toUpperCase()}-${randomInt(1e6)}`;
}

/** A new complaint about a late payment, sent through the portal. */
export async function buildComplaint(
  target: SeedTarget,
  beneficiaryId: string,
  overrides: ComplaintValues = {},
): Promise<ComplaintRow> {
  const [row] = await databaseOf(target)
    .insert(feedbackCases)
    .values({
      beneficiaryId,
      reference: uniqueFeedbackReference(),
      kind: 'complaint',
      category: 'payments',
      subject: 'Late payment',
      description: 'My November payment has not arrived.',
      contactChannel: 'portal',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A submitted application to the seeded cash-transfer programme, unless overridden. */
export async function buildProgrammeApplication(
  target: SeedTarget,
  beneficiaryId: string,
  overrides: ProgrammeApplicationValues = {},
): Promise<ProgrammeApplicationRow> {
  const [row] = await databaseOf(target)
    .insert(programApplications)
    .values({
      beneficiaryId,
      programId: 'cash-transfer',
      programType: 'cash_transfer',
      status: 'submitted',
      applicationData: {},
      applicationDate: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}
