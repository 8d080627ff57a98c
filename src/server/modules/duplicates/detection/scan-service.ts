import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { enqueueFullScan } from './jobs';
import { findScan, findUnfinishedScan, insertScan, lockScanStarts, type ScanRow } from './scan-queries';

export type { ScanRow };

/**
 * Starts a check of the whole registry. One scan at a time: while one is
 * queued or running, asking again answers that one (two scans would do the
 * same work twice).
 */
export async function startFullScan(
  db: Database,
  user: CurrentUser | null,
): Promise<{ scan: ScanRow; started: boolean }> {
  const staff = requirePortal(user, 'staff');
  return db.transaction(async (tx) => {
    await lockScanStarts(tx);
    const running = await findUnfinishedScan(tx);
    if (running) return { scan: running, started: false };
    const scan = await insertScan(tx, staff.id);
    await enqueueFullScan(tx, scan.id);
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'duplicates.scan_start',
      targetType: 'duplicate_scan',
      targetId: scan.id,
    });
    return { scan, started: true };
  });
}

export async function getFullScan(db: Database, user: CurrentUser | null, scanId: string): Promise<ScanRow> {
  requirePortal(user, 'staff');
  const scan = isUuid(scanId) ? await findScan(db, scanId) : null;
  if (!scan) throw new AppError('not_found', 'errors:duplicateScans.notFound');
  return scan;
}
