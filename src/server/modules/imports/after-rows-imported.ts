import { eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { imports } from '@server/db/schema';
import { enqueueDuplicateCheck } from '@server/modules/duplicates';
import { syncHouseholds } from '@server/modules/households';

/**
 * Called once per committed batch of people, inside that batch's transaction,
 * so the duplicate check of the batch exists exactly when its rows do and
 * survives a restart. The check itself runs in the background (duplicates.check).
 * Households follow the rows' household ids in the same transaction: created,
 * updated and moved people are in their household as soon as they are in.
 */
export async function afterRowsImported(db: Database, importId: string, beneficiaryIds: string[]): Promise<void> {
  if (beneficiaryIds.length === 0) return;
  await db
    .update(imports)
    .set({ duplicateCheckStatus: 'pending', duplicateChecksPending: sql`${imports.duplicateChecksPending} + 1` })
    .where(eq(imports.id, importId));
  await enqueueDuplicateCheck(db, beneficiaryIds, importId);
  await syncHouseholds(db, beneficiaryIds);
}
