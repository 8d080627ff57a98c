import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@domain/me';
import { nairobiToday } from '@domain/kenya-day';
import { formatBatchReference, kenyaYear } from '@domain/payment-batch';
import type { PreparePaymentsInput } from '@domain/programmes/cycles-plan';
import type { PreparedPayments } from '@domain/programmes/cycles-views';
import { requirePortal } from '@server/auth/guards';
import { personInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { paymentBatches, paymentEvents, paymentRecords } from '@server/db/schema';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { claimsOf, insertClaims, releaseDeadClaims } from './claim-queries';
import { instalmentViews } from './instalment-views';
import { cohortOf, factsOf, type CohortPerson } from './people-queries';
import { cycleOr404 } from './service';
import { lockCycle, type CycleRow } from './queries';

/*
 * "Prepare payments": what is due in a cycle becomes payment batches of the cycle's project, awaiting a second
 * staff member's approval like any batch (payments/batches). A batch pays one amount to each person, so the
 * due instalments are grouped by instalment and amount, one batch each. The cycle row is locked for the whole
 * preparation and every instalment is written with its unique key, so nothing is prepared twice.
 */

interface DueInstalment {
  person: CohortPerson;
  key: string;
  amount: number;
  periodStart: string;
  periodEnd: string;
}

function groupKey(instalment: DueInstalment): string {
  return `${instalment.key}|${instalment.amount}|${instalment.periodStart}|${instalment.periodEnd}`;
}

async function dueInstalments(tx: Database, cycle: CycleRow, staff: CurrentUser): Promise<DueInstalment[]> {
  const people = await cohortOf(tx, cycle.projectId, personInScope(staffScope(staff)));
  const facts = await factsOf(tx, cycle, people);
  const claims = await claimsOf(tx, cycle.id);
  const today = nairobiToday();
  return people.flatMap((person) =>
    instalmentViews(
      cycle,
      facts.get(person.beneficiaryId)!,
      claims.filter((claim) => claim.beneficiaryId === person.beneficiaryId),
      today,
    )
      .filter((instalment) => instalment.state === 'due' && instalment.amount > 0)
      .map((instalment) => ({ person, ...instalment })),
  );
}

async function nextReference(tx: Database): Promise<string> {
  const [row] = await rawRows<{ value: number | string }>(
    tx,
    sql`select nextval('payment_batch_reference_seq') as value`,
  );
  return formatBatchReference(kenyaYear(new Date()), Number(row!.value));
}

/** Our id for the payment at any provider: 20 hex characters, as the batches' own payments carry. */
const providerRequestId = () => randomUUID().replace(/-/g, '').slice(0, 20);

async function writeBatch(
  tx: Database,
  cycle: CycleRow,
  staff: CurrentUser,
  method: PreparePaymentsInput['paymentMethod'],
  group: DueInstalment[],
): Promise<PreparedPayments['batches'][number]> {
  const [first] = group as [DueInstalment];
  const reference = await nextReference(tx);
  const totalAmount = first.amount * group.length;
  const [batch] = await tx
    .insert(paymentBatches)
    .values({
      reference,
      projectId: cycle.projectId,
      amountEach: first.amount,
      paymentMethod: method,
      periodStart: first.periodStart,
      periodEnd: first.periodEnd,
      description: `${cycle.name} · ${first.key}`,
      paymentCount: group.length,
      totalAmount,
      createdBy: staff.id,
    })
    .returning({ id: paymentBatches.id });
  const payments = await tx
    .insert(paymentRecords)
    .values(
      group.map((instalment) => ({
        beneficiaryId: instalment.person.beneficiaryId,
        amount: instalment.amount,
        paymentMethod: method,
        status: 'pending' as const,
        batchId: batch!.id,
        projectId: cycle.projectId,
        providerRequestId: providerRequestId(),
        payeeAccount: method === 'mobile_money' ? instalment.person.phoneNumber : null,
      })),
    )
    .returning({ id: paymentRecords.id, beneficiaryId: paymentRecords.beneficiaryId });
  await tx.insert(paymentEvents).values(
    payments.map((payment) => ({
      paymentId: payment.id,
      fromStatus: null,
      toStatus: 'pending' as const,
      source: 'staff' as const,
      actorUserId: staff.id,
    })),
  );
  await insertClaims(
    tx,
    payments.map((payment) => ({
      beneficiaryId: payment.beneficiaryId,
      programmeId: cycle.programmeId,
      cycleId: cycle.id,
      instalmentKey: first.key,
      amount: first.amount,
      paymentId: payment.id,
      batchId: batch!.id,
    })),
  );
  await recordAudit(tx, {
    actorUserId: staff.id,
    action: 'payment_batch.create',
    targetType: 'payment_batch',
    targetId: batch!.id,
    details: {
      reference,
      projectId: cycle.projectId,
      cycleId: cycle.id,
      instalmentKey: first.key,
      paymentCount: group.length,
      totalAmount,
    },
  });
  return { id: batch!.id, reference, instalmentKey: first.key, paymentCount: group.length, totalAmount };
}

export async function preparePayments(
  db: Database,
  user: CurrentUser | null,
  programmeId: string,
  cycleId: string,
  input: PreparePaymentsInput,
): Promise<PreparedPayments> {
  const staff = requirePortal(user, 'staff');
  const cycle = await cycleOr404(db, staff, programmeId, cycleId);
  return db.transaction(async (tx) => {
    await lockCycle(tx, cycle.id);
    await releaseDeadClaims(tx, cycle.id);
    const due = await dueInstalments(tx, cycle, staff);
    if (due.length === 0) throw new AppError('conflict', 'errors:cycles.nothingDue');
    const groups = new Map<string, DueInstalment[]>();
    for (const instalment of due)
      groups.set(groupKey(instalment), [...(groups.get(groupKey(instalment)) ?? []), instalment]);
    const batches = [];
    for (const group of groups.values()) batches.push(await writeBatch(tx, cycle, staff, input.paymentMethod, group));
    return { batches };
  });
}
