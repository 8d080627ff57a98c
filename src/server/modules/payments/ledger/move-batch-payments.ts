import { sql } from 'drizzle-orm';
import { canMovePayment, FINAL_PAYMENT_STATUSES } from '@domain/payment-status';
import type { PaymentFailure } from '@domain/payment-failure';
import type { PaymentEventSource, PaymentStatus } from '@domain/payments';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { notifyBeneficiaries } from '@server/modules/notifications';
import { completeBatchWhenSettled, failureColumns, NOTIFY_ON } from './transition-payment';

export interface BatchPaymentsMove {
  batchId: string;
  from: PaymentStatus;
  to: PaymentStatus;
  source: PaymentEventSource;
  actorUserId?: string | null;
  /** The history's words, as in transitionPayment. */
  detail?: string | null;
  /** Why they failed, on a failure, as in transitionPayment. */
  failure?: PaymentFailure;
  /** Only the payments this condition (on payment_records p) picks; all of them in `from` otherwise. */
  only?: ReturnType<typeof sql>;
  silent?: boolean;
}

/**
 * transitionPayment for every payment of a batch in one status at once: the
 * same rule, columns, history, notifications and batch completion, in three
 * statements whatever the batch's size (one UPDATE ... RETURNING, one INSERT of
 * its events in the same statement, notifications in chunks) instead of three
 * per person. Call it in the transaction that holds the batch row's lock.
 * A payment another answer moved meanwhile no longer matches `from` and is
 * left as it is, as transitionPayment would refuse or skip it.
 */
export async function moveBatchPayments(tx: Database, move: BatchPaymentsMove): Promise<{ moved: number }> {
  if (!canMovePayment(move.from, move.to)) throw new Error(`payments cannot move from ${move.from} to ${move.to}`);
  const now = new Date();
  const at = sql`${now.toISOString()}::timestamptz`;
  const to = sql`${move.to}::text`;
  const detail = move.detail ?? null;
  const failure = move.to === 'failed' ? failureColumns(move) : { failureCode: null, failureDetail: null };
  const moved = await rawRows<{ beneficiaryId: string; amount: number | string }>(
    tx,
    sql`with moved as (
      update payment_records p set
        status = ${to},
        updated_at = ${at},
        submitted_at = case when ${to} = 'processing' then coalesce(p.submitted_at, ${at}) else p.submitted_at end,
        completed_at = case when ${to} = 'completed' then ${at} else p.completed_at end,
        failure_code = case when ${to} = 'failed' then ${failure.failureCode}::text else p.failure_code end,
        failure_detail = case when ${to} = 'failed' then ${failure.failureDetail}::text else p.failure_detail end,
        attention = null,
        released_for_resend = false
      where p.batch_id = ${move.batchId}::uuid and p.status = ${move.from} ${move.only ? sql`and (${move.only})` : sql``}
      returning p.id, p.beneficiary_id, p.amount
    ), logged as (
      insert into payment_events (payment_id, from_status, to_status, source, actor_user_id, detail, data, created_at)
      select id, ${move.from}::text, ${to}, ${move.source}::text, ${move.actorUserId ?? null}::text, ${detail}::text, null, ${at} from moved
    )
    select beneficiary_id as "beneficiaryId", amount from moved`,
  );
  const kind = NOTIFY_ON[move.to];
  if (kind && !move.silent && moved.length > 0) {
    await notifyBeneficiaries(
      tx,
      moved.map((row) => ({ beneficiaryId: row.beneficiaryId, kind, params: { amount: Number(row.amount) } })),
    );
  }
  if (moved.length > 0 && FINAL_PAYMENT_STATUSES.includes(move.to))
    await completeBatchWhenSettled(tx, move.batchId, now);
  return { moved: moved.length };
}
