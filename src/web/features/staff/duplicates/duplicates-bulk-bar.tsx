import { useTranslation } from 'react-i18next';
import type { DuplicateBulkInput } from '@domain/duplicate-alerts';
import { errorMessage } from '@web/lib/api';
import { formatNumber } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { useBulkDuplicates } from './api/bulk-duplicates';

/** Assign to me or Not Duplicate for every selected alert; confirming needs a choice per pair, so it is not offered. */
export function DuplicatesBulkBar({ ids, onClear }: { ids: string[]; onClear: () => void }) {
  const { t, i18n } = useTranslation('staff-duplicates');
  const bulk = useBulkDuplicates();
  const run = async (action: DuplicateBulkInput['action']) => {
    try {
      const result = await bulk.mutateAsync({ ids, action });
      toast.success(t(`bulk.done.${action}`, { count: result.updated.length }));
      if (result.skipped.length > 0) toast.info(t('bulk.skipped', { count: result.skipped.length }));
      onClear();
    } catch (error) {
      toast.error(t('toasts.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <section
      aria-label={t('bulk.label')}
      className="flex flex-wrap items-center gap-2 rounded-md border border-blue-200 bg-blue-50 p-3"
    >
      <p className="me-auto text-sm font-medium text-blue-900">
        {t('bulk.selected', { count: ids.length, formatted: formatNumber(ids.length, i18n.language) })}
      </p>
      <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => void run('assign')}>
        {t('actions.assign')}
      </Button>
      <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => void run('not_duplicate')}>
        {t('actions.notDuplicate')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </section>
  );
}
