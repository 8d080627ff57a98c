import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@domain/registry-beneficiary-record';
import { formatDateTime } from '@web/lib/format';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { useBeneficiaryHistory } from './api/get-beneficiary-history';
import { RecordSection } from './record-section';

/** One line about what changed: field names for an edit, from/to and reason for a status change, the project. */
function HistoryDetails({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('staff-record');
  const { fields, from, to, reason, code, bulk } = entry.details;
  const reasonText = typeof reason === 'string' ? reason : '';
  if (Array.isArray(fields)) {
    const names = fields.map((field) => t(`fields.${String(field)}`, { defaultValue: String(field) }));
    return <>{t('history.changedFields', { fields: names.join(', ') })}</>;
  }
  if (typeof from === 'string' && typeof to === 'string') {
    const status = (value: string) => t(`statuses.${value}`, { defaultValue: value });
    const line = t('history.statusChange', { from: status(from), to: status(to), reason: reasonText });
    return <>{bulk === true ? `${line} ${t('history.bulk')}` : line}</>;
  }
  if (typeof code === 'string')
    return (
      <>{reasonText ? t('history.projectWithReason', { code, reason: reasonText }) : t('history.project', { code })}</>
    );
  return null;
}

/** The person's audit trail (who did what, when), newest first, paged. */
export function HistorySection({ beneficiaryId }: { beneficiaryId: string }) {
  const { t, i18n } = useTranslation('staff-record');
  const [page, setPage] = useState(1);
  const history = useBeneficiaryHistory(beneficiaryId, page);
  if (history.isPending) return <Skeleton className="h-40 w-full" />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  const { items, total, pageSize } = history.data;
  return (
    <RecordSection title={t('sections.history')} empty={t('empty.history')} isEmpty={total === 0}>
      <ol className="flex flex-col divide-y divide-border" aria-label={t('sections.history')}>
        {items.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
            <time dateTime={entry.at} className="shrink-0 text-sm text-muted-foreground sm:w-44">
              {formatDateTime(entry.at, i18n.language)}
            </time>
            <div className="min-w-0">
              <p className="text-sm">
                <span className="font-medium">{entry.actorName ?? t('history.system')}</span>
                {' · '}
                {t(`history.actions.${entry.action}`, { defaultValue: entry.action })}
              </p>
              <p className="text-sm break-words text-muted-foreground">
                <HistoryDetails entry={entry} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-3">
        <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} label={t('history.pages')} />
      </div>
    </RecordSection>
  );
}
