import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { RegistryStatus } from '@domain/registry';
import type { Database } from '@server/db/client';
import { beneficiaries } from '@server/db/schema';

/**
 * The current statuses of the selected people in scope, locked until the transaction ends so two bulk
 * changes do not interleave.
 */
export async function lockStatuses(tx: Database, ids: string[], inScope: SQL) {
  return tx
    .select({ id: beneficiaries.id, status: beneficiaries.status })
    .from(beneficiaries)
    .where(and(inArray(beneficiaries.id, ids), inScope))
    .orderBy(beneficiaries.id)
    .for('update');
}

export async function setStatuses(tx: Database, ids: string[], status: RegistryStatus): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(beneficiaries)
    .set({ status, updatedAt: sql`now()` })
    .where(inArray(beneficiaries.id, ids));
}
