import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ImportView } from '@domain/import-view';
import { errorMessage } from '@web/lib/api';
import { formatNumber } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { useCommitImport } from './api/commit-import';
import { ProgressLine } from './progress-line';

/** An interrupted import: what is in, that nothing is lost, and the button that finishes it from where it stopped. */
function InterruptedCommit({ item }: { item: ImportView }) {
  const { t, i18n } = useTranslation('staff-imports');
  const commit = useCommitImport();
  const onResume = () =>
    commit.mutate(item.id, {
      onSuccess: () => toast.info(t('commit.resumeStarted', { fileName: item.fileName })),
      onError: (error) => toast.error(t('item.commitFailed', { message: errorMessage(error) })),
    });
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning">
        {t('commit.interrupted', {
          imported: formatNumber(item.importedRecords, i18n.language),
          valid: formatNumber(item.validRecords, i18n.language),
        })}
      </Alert>
      <div>
        <Button size="sm" onClick={onResume} disabled={commit.isPending}>
          <RotateCw aria-hidden />
          {t('commit.resume')}
        </Button>
      </div>
    </div>
  );
}

/** 'Import Valid Records' under way: importing, resuming after a stop, or interrupted and waiting for Resume import. */
export function CommitProgress({ item }: { item: ImportView }) {
  const { t } = useTranslation('staff-imports');
  if (item.commitRun === 'interrupted') return <InterruptedCommit item={item} />;
  const text = t(item.commitRun === 'resuming' ? 'commit.resuming' : 'commit.importing');
  return (
    <div aria-live="polite">
      <ProgressLine
        text={text}
        label={t('commit.progressLabel', { fileName: item.fileName })}
        percent={item.progress}
      />
    </div>
  );
}
