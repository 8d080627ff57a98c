import { sql, type SQL } from 'drizzle-orm';
import { paymentRecords } from '@server/db/schema';

/**
 * A batch awaiting approval is staff's proposal, not a promise: its payments
 * (and those of a batch rejected or cancelled) are not shown to the person.
 * Payments recorded outside batches are always shown.
 */
export const visibleToBeneficiary: SQL = sql`(${paymentRecords.batchId} is null or exists (
  select 1 from payment_batches b where b.id = ${paymentRecords.batchId} and b.status in ('approved', 'disbursing', 'completed')))`;
