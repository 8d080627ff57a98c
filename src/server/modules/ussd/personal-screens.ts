import { FEEDBACK_DESCRIPTION_MIN, FEEDBACK_DESCRIPTION_MAX, FEEDBACK_SUBJECT_MAX } from '@domain/feedback';
import { nairobiToday } from '@domain/kenya-day';
import { isOffered, programmeText } from '@domain/programmes/programme-design';
import { complaintStep, type UssdPersonalItem } from '@domain/ussd/menu';
import type { UssdPayment, UssdScreen } from '@domain/ussd/screens';
import type { UssdLanguage } from '@domain/ussd/texts';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { openCaseFor, type CaseOpening } from '@server/modules/complaints';
import { applicationsOf, complaintsOf, openProgrammes, paymentsOf } from './personal-queries';
import { lockPerson, recentSameCase } from './queries';

export async function openProgrammesScreen(db: Database, language: UssdLanguage): Promise<UssdScreen> {
  const today = nairobiToday();
  const rows = await openProgrammes(db);
  const names = rows.filter((row) => isOffered(row, today)).map((row) => programmeText(row.content, language).name);
  return { name: 'programmes', programmes: names };
}

function toPayment(row: { amount: number; status: UssdPayment['status']; completedAt: Date | null } | null) {
  if (!row) return null;
  return { amountKes: row.amount, status: row.status, date: row.completedAt ? nairobiToday(row.completedAt) : null };
}

/**
 * A case opened in the complaints module's own way (numbered, prioritised,
 * given its due date), counted against the person's open-case limit as one
 * sent from the portal is; the same case sent again within minutes is the first.
 */
async function openCase(
  db: Database,
  beneficiaryId: string,
  opening: Omit<CaseOpening, 'openLimitApplies' | 'anonymous'>,
): Promise<UssdScreen | { reference: string }> {
  try {
    const opened = await db.transaction(async (tx) => {
      // One person's repeats queue on their record's lock, so a step sent twice at once opens one case.
      await lockPerson(tx, beneficiaryId);
      const earlier = await recentSameCase(tx, beneficiaryId, opening);
      if (earlier) return { reference: earlier };
      return openCaseFor(tx, beneficiaryId, { ...opening, anonymous: false, openLimitApplies: true });
    });
    return { reference: opened.reference };
  } catch (error) {
    if (error instanceof AppError && error.message === 'errors:feedbackOpenLimit') return { name: 'openLimit' };
    throw error;
  }
}

async function newComplaint(db: Database, beneficiaryId: string, rest: string[]): Promise<UssdScreen> {
  const step = complaintStep(rest);
  if (step.step === 'categories') return { name: 'categories' };
  if (step.step === 'words') return { name: 'complaintWords' };
  if (step.step === 'invalid') return { name: 'invalid' };
  if (step.words.length < FEEDBACK_DESCRIPTION_MIN) return { name: 'complaintTooShort' };
  const opened = await openCase(db, beneficiaryId, {
    kind: 'complaint',
    category: step.category,
    subject: step.words.slice(0, FEEDBACK_SUBJECT_MAX),
    description: step.words.slice(0, FEEDBACK_DESCRIPTION_MAX),
    // The person reached us by phone; the answer also shows in the portal.
    contactChannel: 'phone',
  });
  return 'name' in opened ? opened : { name: 'complaintSent', reference: opened.reference };
}

/**
 * A call-back request goes to the feedback and complaints queue: staff already
 * work it daily, assign each case to a handler and see when it is due, and it
 * belongs to the person's record. (The messages module only lets a person
 * answer a message the agency sent, so it has no place for a request that
 * starts with the person.) A question ("call me") is feedback, not a complaint.
 */
async function callBack(db: Database, beneficiaryId: string): Promise<UssdScreen> {
  const opened = await openCase(db, beneficiaryId, {
    kind: 'feedback',
    category: 'other',
    subject: 'Call-back request (USSD)',
    description: 'The person asked through the USSD menu to be called back on their verified phone number.',
    contactChannel: 'phone',
  });
  return 'name' in opened ? opened : { name: 'callBackSent', reference: opened.reference };
}

/** A screen only the person may see, once their PIN was right. */
export async function personalScreen(
  db: Database,
  beneficiaryId: string,
  item: UssdPersonalItem,
  language: UssdLanguage,
  rest: string[],
): Promise<UssdScreen> {
  if (item === 'newComplaint') return newComplaint(db, beneficiaryId, rest);
  if (rest.length > 0) return { name: 'invalid' };
  switch (item) {
    case 'applications': {
      const rows = await applicationsOf(db, beneficiaryId);
      const items = rows.map((row) => ({ programme: programmeText(row.content, language).name, status: row.status }));
      return { name: 'applications', items };
    }
    case 'payments': {
      const { last, next } = await paymentsOf(db, beneficiaryId);
      return { name: 'payments', last: toPayment(last), next: toPayment(next) };
    }
    case 'complaints':
      return { name: 'complaints', items: await complaintsOf(db, beneficiaryId) };
    case 'callBack':
      return callBack(db, beneficiaryId);
  }
}
