import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { IMPORT_HISTORY_PAGE_SIZE, IMPORTS_QUERY_KEY, isInProgress, useImportHistory } from './api/get-import-history';
import { ImportHistoryItem } from './import-history-item';

/** Upload History, newest first; it follows files in progress and refreshes the summary when they finish. */
export function ImportHistory() {
  const { t } = useTranslation('staff-imports');
  const [page, setPage] = useState(1);
  const history = useImportHistory(page);
  const queryClient = useQueryClient();
  const live = history.data?.items.some(isInProgress) ?? false;

  useEffect(() => {
    if (!live) void queryClient.invalidateQueries({ queryKey: [...IMPORTS_QUERY_KEY, 'summary'] });
  }, [live, queryClient]);

  return (
    <section aria-labelledby="upload-history" className="flex flex-col gap-4">
      <h2 id="upload-history" className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      {history.isPending && <Skeleton className="h-32 w-full" />}
      {history.isError && (
        <LoadError
          error={history.error}
          message={t('history.loadError', { message: errorMessage(history.error) })}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.data?.total === 0 && <p className="text-muted-foreground">{t('history.empty')}</p>}
      {history.data && history.data.total > 0 && (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('history.title')}>
            {history.data.items.map((item) => (
              <li key={item.id}>
                <ImportHistoryItem item={item} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={IMPORT_HISTORY_PAGE_SIZE}
            total={history.data.total}
            onPage={setPage}
            label={t('history.pager')}
          />
        </>
      )}
    </section>
  );
}
