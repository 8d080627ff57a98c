import type { FeedbackContactChannel } from '@domain/feedback';
import type { VerificationAnswer, VerificationFinding } from '@domain/payment-verification';
import type { Database } from '@server/db/client';
import { openCaseFor } from '@server/modules/complaints';

export interface ComplaintSubject {
  beneficiaryId: string;
  batchReference: string;
  amount: number;
  findings: VerificationFinding[];
  answer: VerificationAnswer;
  contactChannel: FeedbackContactChannel;
}

/*
 * The case text is made of the payment's reference and figures, which read the same in every
 * language, followed by the person's own words: handlers open the case from the payment link
 * and the batch's verification list for the full answer.
 */
function describe(subject: ComplaintSubject): { subject: string; description: string } {
  const { answer } = subject;
  const facts = [
    `${subject.batchReference}`,
    `KES ${subject.amount}`,
    ...subject.findings,
    answer.amountReceived != null ? `KES ${answer.amountReceived} received` : null,
    answer.feeAmount != null ? `fee KES ${answer.feeAmount}` : null,
  ].filter((fact): fact is string => fact !== null);
  return {
    subject: `${subject.batchReference} · ${subject.findings.join(', ')}`,
    description: [facts.join(' · '), answer.problem].filter(Boolean).join('\n\n'),
  };
}

/**
 * Opens a payments complaint for the person through the complaints module, so it is numbered,
 * prioritised and queued like one they sent. Unlike a case they send, it is not held to their
 * open-case limit: the agency's own monitoring found it. The link to the payment is kept on the
 * verification row, which the complaints module knows nothing of.
 */
export async function openPaymentComplaint(
  db: Database,
  subject: ComplaintSubject,
): Promise<{ id: string; reference: string }> {
  const opened = await openCaseFor(db, subject.beneficiaryId, {
    kind: 'complaint',
    category: 'payments',
    ...describe(subject),
    anonymous: false,
    contactChannel: subject.contactChannel,
    openLimitApplies: false,
  });
  return { id: opened.id, reference: opened.reference };
}
