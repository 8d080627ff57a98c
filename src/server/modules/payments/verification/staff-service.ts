import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import {
  drawSample,
  findingsOf,
  MINIMUM_SAMPLE_SIZE,
  sampleSize,
  summariseVerification,
  type BatchVerification,
  type RecordedAnswer,
  type VerificationAnswer,
  type VerificationItem,
} from '@domain/payment-verification';
import { requirePortal } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { BATCH_TARGET, batchItemOr404 } from '../batches/service';
import {
  findSample,
  insertSample,
  listBatchVerifications,
  lockBatch,
  lockVerification,
  paidPaymentsOf,
} from './queries';
import { recordAnswer } from './record-answer';

/** A payment of another batch, or of this one but not drawn, answers alike: not in this batch's sample. */
const notSampled = () => new AppError('not_found', 'errors:paymentVerification.notInSample');
/** Only a completed batch is checked: before that, nobody can say yet whether the money arrived. */
const batchNotCompleted = () => new AppError('conflict', 'errors:paymentVerification.batchNotCompleted');

type ListedRow = Awaited<ReturnType<typeof listBatchVerifications>>[number];

function toItem(row: ListedRow): VerificationItem {
  const { verification: v } = row;
  const answered = v.answeredAt !== null && v.channel !== null;
  const answer = answered
    ? {
        received: v.received === true,
        fullAmount: v.fullAmount === true,
        amountReceived: v.amountReceived,
        receivedOn: v.receivedOn,
        feeAsked: v.feeAsked === true,
        feeAmount: v.feeAmount,
        problem: v.problem,
        channel: v.channel!,
        answeredAt: v.answeredAt!.toISOString(),
      }
    : null;
  return {
    paymentId: v.paymentId,
    beneficiaryId: v.beneficiaryId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    phoneNumber: row.phoneNumber,
    amount: row.amount,
    answer,
    findings: answer ? findingsOf(answer) : [],
    complaintReference: row.complaintReference,
  };
}

/** The batch's sample, answers and findings. Names and phone numbers are personal data: the read is audited. */
export async function viewBatchVerification(
  db: Database,
  user: CurrentUser | null,
  batchId: string,
): Promise<BatchVerification> {
  const staff = requirePortal(user, 'staff');
  const batch = await batchItemOr404(db, staff, batchId);
  const [sample, rows] = await Promise.all([findSample(db, batch.id), listBatchVerifications(db, batch.id)]);
  const items = rows.map(toItem);
  if (items.length > 0) {
    await recordAudit(db, {
      actorUserId: staff.id,
      action: 'payment_verification.viewed',
      targetType: BATCH_TARGET,
      targetId: batch.id,
      details: { people: items.length },
    });
  }
  return {
    eligible: batch.status === 'completed',
    sample: sample ? { percent: sample.percent, minimum: sample.minimum, drawnAt: sample.drawnAt.toISOString() } : null,
    summary: summariseVerification(items.map((item) => item.answer)),
    items,
  };
}

/**
 * Draws the batch's sample once, seeded by the batch: the same people whoever draws it. Drawing
 * again answers the sample already drawn, whatever share is asked the second time.
 */
export async function drawBatchSample(
  db: Database,
  user: CurrentUser | null,
  batchId: string,
  percent: number,
): Promise<BatchVerification> {
  const staff = requirePortal(user, 'staff');
  const batch = await batchItemOr404(db, staff, batchId);
  if (batch.status !== 'completed') throw batchNotCompleted();
  await db.transaction(async (tx) => {
    await lockBatch(tx, batch.id);
    if (await findSample(tx, batch.id)) return;
    const paid = await paidPaymentsOf(tx, batch.id);
    const chosen = new Set(
      drawSample(
        paid.map((payment) => payment.id),
        batch.id,
        sampleSize(paid.length, percent),
      ),
    );
    await insertSample(
      tx,
      { batchId: batch.id, percent, minimum: MINIMUM_SAMPLE_SIZE, drawnBy: staff.id },
      paid
        .filter((payment) => chosen.has(payment.id))
        .map((payment) => ({
          paymentId: payment.id,
          beneficiaryId: payment.beneficiaryId,
        })),
    );
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'payment_verification.sample_drawn',
      targetType: BATCH_TARGET,
      targetId: batch.id,
      details: { percent, sampled: chosen.size, paid: paid.length },
    });
  });
  return viewBatchVerification(db, user, batch.id);
}

/** An officer's record of what the person said on the phone. */
export async function recordPhoneAnswer(
  db: Database,
  user: CurrentUser | null,
  batchId: string,
  paymentId: string,
  answer: VerificationAnswer,
): Promise<RecordedAnswer> {
  const staff = requirePortal(user, 'staff');
  const batch = await batchItemOr404(db, staff, batchId);
  if (!isUuid(paymentId)) throw notSampled();
  return db.transaction(async (tx) => {
    const locked = await lockVerification(tx, { paymentId, batchId: batch.id });
    if (!locked) throw notSampled();
    const recorded = await recordAnswer(tx, locked, answer, { channel: 'phone', userId: staff.id });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'payment_verification.answered',
      targetType: BATCH_TARGET,
      targetId: batch.id,
      details: { paymentId, findings: recorded.findings, complaintOpened: recorded.complaintReference !== null },
    });
    return recorded;
  });
}
