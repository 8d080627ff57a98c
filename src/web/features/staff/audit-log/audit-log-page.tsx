import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { Alert } from '@web/ui/alert';
import { Card } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { auditLogSearch, useAuditLog, type AuditLogFilters } from './api/get-audit-log';
import { AuditLogFilterForm } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

function filtersFrom(params: URLSearchParams): AuditLogFilters {
  const read = (key: keyof AuditLogFilters) => params.get(key) ?? '';
  return {
    actor: read('actor'),
    action: read('action'),
    targetType: read('targetType'),
    targetId: read('targetId'),
    from: read('from'),
    to: read('to'),
  };
}

/** The admins' audit log browser; the filters and page live in the URL, so a view can be linked (a person's history). */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation('staff-audit');
  const { user } = useSession();
  const isAdmin = user?.staff?.isAdmin === true;
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const log = useAuditLog(filters, page, isAdmin);
  const go = (next: AuditLogFilters, nextPage: number) =>
    setParams(new URLSearchParams(auditLogSearch(next, nextPage)));

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('heading')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </div>
      {!isAdmin ? (
        <Alert tone="info" className="flex items-start gap-3">
          <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{t('adminOnly')}</span>
        </Alert>
      ) : (
        <>
          {/* Keyed by the URL's filters so Back and a cleared form show what is applied. */}
          <AuditLogFilterForm key={params.toString()} filters={filters} onApply={(next) => go(next, 1)} />
          {log.isPending ? (
            <div className="flex flex-col gap-2">
              <p role="status" className="sr-only">
                {t('loading')}
              </p>
              <Skeleton className="h-10" />
              <Skeleton className="h-64" />
            </div>
          ) : log.isError ? (
            <LoadError error={log.error} onRetry={() => void log.refetch()} />
          ) : (
            <Card className="flex flex-col gap-3 p-4" aria-busy={log.isPlaceholderData}>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('summary', { count: log.data.total, formatted: formatNumber(log.data.total, i18n.language) })}
              </p>
              {log.data.items.length === 0 ? (
                <p className="text-sm">{t('empty')}</p>
              ) : (
                <AuditLogTable entries={log.data.items} />
              )}
              <Pager
                page={log.data.page}
                pageSize={log.data.pageSize}
                total={log.data.total}
                onPage={(next) => go(filters, next)}
                label={t('pagerLabel')}
              />
            </Card>
          )}
        </>
      )}
    </div>
  );
}
