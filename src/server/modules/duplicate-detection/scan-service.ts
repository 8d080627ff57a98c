import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../../domain/me';
import { requirePortal } from '../../auth/guards';
import type { Database } from '../../db/client';
import { duplicateScans } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit-log';
import { enqueueFullScan } from './jobs';
import { isUuid } from '../../../domain/ids';

export type ScanRow = typeof duplicateScans.$inferSelect;

/** A transaction-scoped advisory lock that only scan starts take. */
const sqlLock = sql`select pg_advisory_xact_lock(hashtext('duplicates.full-scan'))`;

/**
 * Starts a check of the whole registry. One scan at a time: while one is
 * queued or running, asking again answers that one (two scans would do the
 * same work twice).
 */
export async function startFullScan(db: Database, user: CurrentUser | null): Promise<{ scan: ScanRow; started: boolean }> {
  const staff = requirePortal(user, 'staff');
  return db.transaction(async (tx) => {
    // Serialises concurrent starts: the second waits here, then sees the first's scan.
    await tx.execute(sqlLock);
    const [running] = await tx
      .select()
      .from(duplicateScans)
      .where(inArray(duplicateScans.status, ['queued', 'running']))
      .orderBy(desc(duplicateScans.createdAt))
      .limit(1);
    if (running) return { scan: running, started: false };
    const [scan] = await tx.insert(duplicateScans).values({ startedByUserId: staff.id }).returning();
    await enqueueFullScan(tx, scan!.id);
    await recordAudit(tx, { actorUserId: staff.id, action: 'duplicates.scan_start', targetType: 'duplicate_scan', targetId: scan!.id });
    return { scan: scan!, started: true };
  });
}

export async function getFullScan(db: Database, user: CurrentUser | null, scanId: string): Promise<ScanRow> {
  requirePortal(user, 'staff');
  const [scan] = isUuid(scanId) ? await db.select().from(duplicateScans).where(eq(duplicateScans.id, scanId)) : [];
  if (!scan) throw new AppError('not_found', 'errors:duplicateScans.notFound');
  return scan;
}
