import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FeedbackStatus } from '@domain/feedback';
import type { ApplicationStatus } from '@domain/programme-application';
import type { ProgrammeContent } from '@domain/programmes/programme-design';
import type { Database } from '@server/db/client';
import { feedbackCases, paymentRecords, programApplications, programmes } from '@server/db/schema';
import { visibleToBeneficiary } from '@server/modules/payments';

/*
 * What the menu shows of one person, always read through their id: the
 * person is the one whose verified number called and whose PIN was typed.
 * A screen shows a handful of lines, so no query reads more than a screen's worth.
 */
const SCREEN_ROWS = 12;

export function applicationsOf(
  db: Database,
  beneficiaryId: string,
): Promise<{ content: ProgrammeContent; status: ApplicationStatus }[]> {
  return db
    .select({ content: programmes.content, status: programApplications.status })
    .from(programApplications)
    .innerJoin(programmes, eq(programmes.id, programApplications.programId))
    .where(eq(programApplications.beneficiaryId, beneficiaryId))
    .orderBy(desc(programApplications.createdAt), desc(programApplications.id))
    .limit(SCREEN_ROWS);
}

export function complaintsOf(
  db: Database,
  beneficiaryId: string,
): Promise<{ reference: string; status: FeedbackStatus }[]> {
  return db
    .select({ reference: feedbackCases.reference, status: feedbackCases.status })
    .from(feedbackCases)
    .where(eq(feedbackCases.beneficiaryId, beneficiaryId))
    .orderBy(desc(feedbackCases.createdAt), desc(feedbackCases.id))
    .limit(SCREEN_ROWS);
}

/** The last payment made and the next one on its way, among those the portal shows the person. */
export async function paymentsOf(db: Database, beneficiaryId: string) {
  const own = and(eq(paymentRecords.beneficiaryId, beneficiaryId), visibleToBeneficiary);
  const columns = {
    amount: paymentRecords.amount,
    status: paymentRecords.status,
    completedAt: paymentRecords.completedAt,
  };
  const [[last], [next]] = await Promise.all([
    db
      .select(columns)
      .from(paymentRecords)
      .where(and(own, eq(paymentRecords.status, 'completed'), isNotNull(paymentRecords.completedAt)))
      .orderBy(desc(paymentRecords.completedAt))
      .limit(1),
    db
      .select(columns)
      .from(paymentRecords)
      .where(and(own, inArray(paymentRecords.status, ['pending', 'processing'])))
      .orderBy(asc(paymentRecords.createdAt))
      .limit(1),
  ]);
  return { last: last ?? null, next: next ?? null };
}

/** Programmes with the status open; their windows are judged by the caller. */
export function openProgrammes(db: Database) {
  return db
    .select({
      content: programmes.content,
      status: programmes.status,
      opensOn: programmes.opensOn,
      closesOn: programmes.closesOn,
    })
    .from(programmes)
    .where(eq(programmes.status, 'open'))
    .orderBy(asc(programmes.position), asc(programmes.id))
    .limit(50);
}
