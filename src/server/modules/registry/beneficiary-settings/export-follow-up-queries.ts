import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { followUpVisits, paymentVerifications, smsMessages } from '@server/db/schema';

/*
 * The parts of "download my data" that came with cycles, follow-up and SMS:
 * the texts sent to the person, their answers about payments they received
 * and their follow-up visits. As elsewhere in the file, the staff's working
 * material (which officer, who recorded it) and gateway internals stay out.
 */
const {
  idempotencyKey: _idempotencyKey,
  providerMessageId: _providerMessageId,
  ...textMessageColumns
} = getTableColumns(smsMessages);
const { answeredBy: _answeredBy, ...paymentCheckColumns } = getTableColumns(paymentVerifications);
const { officerId: _officerId, recordedBy: _recordedBy, ...visitColumns } = getTableColumns(followUpVisits);

export async function loadFollowUpRows(db: Database, beneficiaryId: string) {
  const [textMessages, paymentChecks, visits] = await Promise.all([
    db
      .select(textMessageColumns)
      .from(smsMessages)
      .where(eq(smsMessages.beneficiaryId, beneficiaryId))
      .orderBy(asc(smsMessages.createdAt)),
    db
      .select(paymentCheckColumns)
      .from(paymentVerifications)
      .where(eq(paymentVerifications.beneficiaryId, beneficiaryId))
      .orderBy(asc(paymentVerifications.createdAt)),
    db
      .select(visitColumns)
      .from(followUpVisits)
      .where(eq(followUpVisits.beneficiaryId, beneficiaryId))
      .orderBy(asc(followUpVisits.dueOn)),
  ]);
  return { textMessages, paymentChecks, followUpVisits: visits };
}
