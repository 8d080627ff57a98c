import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { BulkEnrolDialog } from './bulk-enrol-dialog';
import { BulkStatusDialog } from './bulk-status-dialog';
import { ExportMenu } from './export-menu';

interface BulkBarProps {
  ids: string[];
  onClear: () => void;
}

/** What can be done with the selected people: enrol them, change their status, export them. */
export function BulkBar({ ids, onClear }: BulkBarProps) {
  const { t, i18n } = useTranslation('staff-registry');
  const [dialog, setDialog] = useState<'enrol' | 'status' | null>(null);
  const close = (open: boolean) => setDialog(open ? dialog : null);
  const done = () => {
    setDialog(null);
    onClear();
  };
  return (
    <section
      aria-label={t('bulk.label')}
      className="flex flex-wrap items-center gap-2 rounded-md border border-blue-200 bg-blue-50 p-3"
    >
      <p className="me-auto text-sm font-medium text-blue-900">
        {t('bulk.selected', { count: ids.length, formatted: formatNumber(ids.length, i18n.language) })}
      </p>
      <Button variant="outline" size="sm" onClick={() => setDialog('enrol')}>
        {t('bulk.enrol.open')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setDialog('status')}>
        {t('bulk.status.open')}
      </Button>
      <ExportMenu label={t('bulk.export')} request={(format) => ({ kind: 'selection', ids, format })} />
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
      <BulkEnrolDialog ids={ids} open={dialog === 'enrol'} onOpenChange={close} onDone={done} />
      <BulkStatusDialog ids={ids} open={dialog === 'status'} onOpenChange={close} onDone={done} />
    </section>
  );
}
