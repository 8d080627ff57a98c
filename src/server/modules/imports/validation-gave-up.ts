import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../domain/ids';
import type { Database } from '../../db/client';
import { imports } from '../../db/schema';
import { clearValidation } from './queries';

/**
 * A validation whose worker died on every attempt (say a file that brings the
 * server down each time it is read): the file is refused with the message of a
 * failed validation, never left validating for ever. One that failed by an
 * error was already refused by its job.
 */
export function validationGaveUp(db: Database): (payload: Record<string, unknown>) => Promise<void> {
  return async (payload) => {
    const importId = String(payload.importId);
    if (!isUuid(importId)) return;
    await db.transaction(async (tx) => {
      const refused = await tx
        .update(imports)
        .set({ status: 'error', failureReason: 'errors:imports.failed', failureParams: null, totalRecords: 0, validRecords: 0, errorCount: 0, updatedAt: new Date() })
        .where(and(eq(imports.id, importId), eq(imports.status, 'validating')))
        .returning({ id: imports.id });
      if (refused.length > 0) await clearValidation(tx, importId);
    });
  };
}
