import { ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { formatNumber } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { ProgressBar } from '@web/ui/progress-bar';
import { useRefreshAfterScan, useRegistryScan, useStartRegistryScan } from './api/registry-scan';

/**
 * Checks the whole registry for duplicates on demand (imports and edits are
 * checked as they happen; a scan catches what older data hides). The scan runs
 * in the background; its progress shows here while the page is open.
 */
export function RegistryScanPanel() {
  const { t, i18n } = useTranslation('staff-duplicates');
  const [scanId, setScanId] = useState<string | null>(null);
  const start = useStartRegistryScan();
  const scan = useRegistryScan(scanId);
  const status = scan.data?.status;
  useRefreshAfterScan(status);

  const running = status === 'queued' || status === 'running';
  const percent =
    scan.data && scan.data.total > 0 ? Math.min(100, Math.round((scan.data.processed / scan.data.total) * 100)) : 0;
  const number = (value: number) => formatNumber(value, i18n.language);

  return (
    <div className="flex flex-col gap-3 rounded-md border border-border bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('scan.description')}</p>
        <Button
          variant="outline"
          size="sm"
          disabled={start.isPending || running}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: (started) => setScanId(started.id),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          <ScanSearch aria-hidden="true" />
          {t('scan.start')}
        </Button>
      </div>
      {scan.data && (
        <div aria-live="polite" className="flex flex-col gap-2 text-sm">
          {running && (
            <>
              <p>{t('scan.running', { processed: number(scan.data.processed), total: number(scan.data.total) })}</p>
              <ProgressBar value={percent} label={t('scan.progressLabel', { percent })} />
            </>
          )}
          {status === 'completed' && (
            <p>
              {t('scan.completed', {
                count: scan.data.alertsCreated,
                formatted: number(scan.data.alertsCreated),
                total: number(scan.data.total),
              })}
            </p>
          )}
          {status === 'failed' && <p className="text-destructive">{t('scan.failed')}</p>}
        </div>
      )}
    </div>
  );
}
