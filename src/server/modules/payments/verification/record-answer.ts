import {
  findingsOf,
  normaliseAnswer,
  opensComplaint,
  type RecordedAnswer,
  type VerificationAnswer,
  type VerificationChannel,
} from '@domain/payment-verification';
import type { Database } from '@server/db/client';
import { openPaymentComplaint } from './open-complaint';
import type { lockVerification } from './queries';
import { saveAnswer } from './queries';

type LockedVerification = NonNullable<Awaited<ReturnType<typeof lockVerification>>>;

/**
 * Keeps the latest answer (an officer may call back and correct it). A complaint is opened the
 * first time an answer calls for one and never again for the same payment: the row is locked,
 * so two answers arriving together see each other.
 */
export async function recordAnswer(
  db: Database,
  locked: LockedVerification,
  input: VerificationAnswer,
  by: { channel: VerificationChannel; userId: string | null },
): Promise<RecordedAnswer> {
  const { verification } = locked;
  const answer = normaliseAnswer(input);
  const findings = findingsOf(answer);
  let complaintId = verification.complaintId;
  let complaintReference: string | null = null;
  if (complaintId === null && opensComplaint(answer)) {
    const opened = await openPaymentComplaint(db, {
      beneficiaryId: verification.beneficiaryId,
      batchReference: locked.batchReference,
      amount: locked.amount,
      findings,
      answer,
      contactChannel: by.channel === 'phone' ? 'phone' : 'portal',
    });
    complaintId = opened.id;
    complaintReference = opened.reference;
  }
  await saveAnswer(db, verification.id, {
    received: answer.received,
    fullAmount: answer.fullAmount,
    amountReceived: answer.amountReceived ?? null,
    receivedOn: answer.receivedOn ?? null,
    feeAsked: answer.feeAsked,
    feeAmount: answer.feeAmount ?? null,
    problem: answer.problem ?? null,
    channel: by.channel,
    answeredBy: by.userId,
    complaintId,
  });
  return { paymentId: verification.paymentId, findings, complaintReference };
}
