import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@web/lib/api';
import { formatDateTime, formatNumber } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { useCommitImport } from '@web/features/staff/bulk-upload';
import type { StaffDashboard } from './api/get-dashboard';

/**
 * The ProGres sync: when the last registry export was imported, and how many
 * updates wait in the newest validated export. Sync Now imports that export
 * (a beneficiaries import in update mode, uploaded on Bulk Upload).
 */
export function RegistrySyncNotice({ sync }: { sync: StaffDashboard['registrySync'] }) {
  const { t, i18n } = useTranslation('staff-dashboard');
  const queryClient = useQueryClient();
  const commit = useCommitImport();
  const lastSync = sync.lastSyncAt ? formatDateTime(sync.lastSyncAt, i18n.language) : null;
  const pending = sync.pendingImportId ? formatNumber(sync.pendingUpdates ?? 0, i18n.language) : null;

  const syncNow = (importId: string) =>
    commit.mutate(importId, {
      onSuccess: () => {
        toast.success(t('alerts.syncStarted'));
        void queryClient.invalidateQueries({ queryKey: ['staff', 'dashboard'] });
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
      <div className="flex items-start gap-2 text-sm">
        <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div>
          <h3 className="font-medium">{t('alerts.syncTitle')}</h3>
          <p>{lastSync ? t('alerts.lastSync', { when: lastSync }) : t('alerts.neverSynced')}</p>
          <p>
            {pending
              ? t('alerts.pendingUpdates', { count: sync.pendingUpdates ?? 0, formatted: pending })
              : t('alerts.noPendingExport')}
          </p>
        </div>
      </div>
      {sync.pendingImportId ? (
        <Button size="sm" variant="outline" disabled={commit.isPending} onClick={() => syncNow(sync.pendingImportId!)}>
          {t('alerts.syncNow')}
        </Button>
      ) : (
        <Button asChild size="sm" variant="outline">
          <Link to="/staff/bulk-upload">{t('alerts.bulkUpload')}</Link>
        </Button>
      )}
    </div>
  );
}
