import { eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { imports } from '@server/db/schema';
import { enqueueDuplicateCheck } from '@server/modules/duplicates';

/**
 * Called once per committed batch of people, inside that batch's transaction,
 * so the duplicate check of the batch exists exactly when its rows do and
 * survives a restart. The check itself runs in the background (duplicates.check).
 */
export async function afterRowsImported(db: Database, importId: string, beneficiaryIds: string[]): Promise<void> {
  if (beneficiaryIds.length === 0) return;
  await db
    .update(imports)
    .set({ duplicateCheckStatus: 'pending', duplicateChecksPending: sql`${imports.duplicateChecksPending} + 1` })
    .where(eq(imports.id, importId));
  await enqueueDuplicateCheck(db, beneficiaryIds, importId);
}
