import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import type { PaymentChecks, RecordedAnswer, VerificationAnswer } from '@domain/payment-verification';
import type { Database } from '@server/db/client';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { AppError } from '@server/errors';
import { listOpenChecks, lockVerification } from './queries';
import { recordAnswer } from './record-answer';

/** Someone else's payment and one nobody asks about answer alike: as a payment that does not exist. */
const notAskedOfMe = () => new AppError('not_found', 'errors:paymentVerification.notAskedOfYou');

/** The payments of mine the agency asks about and nobody has answered yet. */
export async function listOwnPaymentChecks(db: Database, user: CurrentUser | null): Promise<PaymentChecks> {
  const person = await loadOwnBeneficiary(db, user);
  const rows = await listOpenChecks(db, person.id);
  return {
    items: rows.map((row) => ({
      paymentId: row.paymentId,
      amount: row.amount,
      projectName: row.projectName,
      paidAt: row.paidAt.toISOString(),
    })),
  };
}

/** The person's own answer; a payment of someone else's, or not asked about, answers 404. */
export async function answerOwnPaymentCheck(
  db: Database,
  user: CurrentUser | null,
  paymentId: string,
  answer: VerificationAnswer,
): Promise<RecordedAnswer> {
  const person = await loadOwnBeneficiary(db, user);
  if (!isUuid(paymentId)) throw notAskedOfMe();
  return db.transaction(async (tx) => {
    const locked = await lockVerification(tx, { paymentId, beneficiaryId: person.id });
    if (!locked) throw notAskedOfMe();
    return recordAnswer(tx, locked, answer, { channel: 'portal', userId: person.userId });
  });
}
