import { CheckCircle2, Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_ERRORS_PREVIEW, IMPORT_RETENTION_DAYS } from '@domain/import-templates';
import type { ImportView } from '@domain/import-view';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatDateTime, formatNumber } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { useCommitImport } from './api/commit-import';
import { isInProgress } from './api/get-import-history';
import { CommitProgress } from './commit-progress';
import { ProgressLine } from './progress-line';

const STATUS_TONES = {
  completed: 'green',
  error: 'red',
  uploading: 'blue',
  validating: 'blue',
  processing: 'yellow',
} as const;

function StepProgress({ item }: { item: ImportView }) {
  const { t } = useTranslation('staff-imports');
  const text = t(`progress.${item.status}`);
  return <ProgressLine text={text} label={`${text} ${item.fileName}`} percent={item.progress} />;
}

/**
 * The retention rule, said where it matters: before import, the date the rows
 * go; once they have gone, what is left.
 */
function RetentionNote({ item }: { item: ImportView }) {
  const { t, i18n } = useTranslation('staff-imports');
  const days = IMPORT_RETENTION_DAYS;
  if (item.purgedAt) {
    return (
      <p className="text-sm text-muted-foreground">
        {t('item.purged', { date: formatDate(item.purgedAt, i18n.language), days })}
      </p>
    );
  }
  if (item.importedAt || item.validRecords === 0 || item.failure) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {t('item.keptUntil', { date: formatDate(item.keptUntil, i18n.language), days })}
    </p>
  );
}

function ValidatedDetails({ item }: { item: ImportView }) {
  const { t, i18n } = useTranslation('staff-imports');
  const commit = useCommitImport();
  const imported = item.importedAt !== null;
  const purged = item.purgedAt !== null;
  // A validated file the server will not import (its lines and rows disagree) says why instead of offering the button.
  const refused = item.failure !== null && !imported;
  const more = item.errorCount - Math.min(item.errors.length, IMPORT_ERRORS_PREVIEW);
  const onImport = () =>
    commit.mutate(item.id, {
      onSuccess: () => toast.info(t('item.importStarted', { fileName: item.fileName })),
      onError: (error) => toast.error(t('item.commitFailed', { message: errorMessage(error) })),
    });
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['valid', formatNumber(item.validRecords, i18n.language), 'text-green-800'],
            ['rowsWithErrors', formatNumber(item.rowsWithErrors, i18n.language), 'text-red-800'],
            ['successRate', t('percent', { percent: item.successRate }), ''],
          ] as const
        ).map(([key, value, tone]) => (
          <div key={key} className="rounded-md bg-muted px-2 py-1.5">
            <dt className="text-xs text-muted-foreground">{t(`item.${key}`)}</dt>
            <dd className={`font-semibold ${tone}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {item.errorCount > 0 && (
        <p className="text-sm text-muted-foreground">{t('item.problems', { count: item.errorCount })}</p>
      )}
      {refused && <Alert tone="warning">{item.failure}</Alert>}
      {item.errors.length > 0 && (
        <ul
          className="flex flex-col gap-1 text-sm text-red-800"
          aria-label={t('item.errorList', { fileName: item.fileName })}
        >
          {item.errors.slice(0, IMPORT_ERRORS_PREVIEW).map((error) => (
            <li key={`${error.row}-${error.column ?? ''}`}>
              {t('item.rowError', { row: error.row, message: error.message })}
            </li>
          ))}
          {more > 0 && <li className="text-muted-foreground">{t('item.moreErrors', { count: more })}</li>}
        </ul>
      )}
      <RetentionNote item={item} />
      <div className="flex flex-wrap items-center gap-2">
        {!(purged && !imported) && !refused && (
          <Button size="sm" onClick={onImport} disabled={imported || item.validRecords === 0 || commit.isPending}>
            {t('item.importValid')}
          </Button>
        )}
        {imported && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-green-800">
            <CheckCircle2 aria-hidden className="size-4" />
            {t('item.imported', { count: item.importedRecords })}
          </p>
        )}
        {item.errorCount > 0 &&
          // The spreadsheet report copies rows from the uploaded file, which retention deletes.
          (purged ? (['csv'] as const) : (['csv', 'xlsx'] as const)).map((format) => (
            <Button key={format} size="sm" variant="outline" asChild>
              <a href={`/api/v1/imports/${item.id}/errors.${format}`} download>
                <Download aria-hidden />
                {format === 'csv' ? t('item.errorReport') : t('item.errorReportXlsx')}
              </a>
            </Button>
          ))}
      </div>
    </div>
  );
}

/** One uploaded file: its progress while read or imported, then its counts, first errors and actions. */
export function ImportHistoryItem({ item }: { item: ImportView }) {
  const { t, i18n } = useTranslation('staff-imports');
  const status =
    item.status === 'completed' && item.importedAt
      ? 'imported'
      : item.commitRun === 'interrupted'
        ? 'interrupted'
        : item.status;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4" aria-label={item.fileName}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-2">
          <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-0">
            <h3 className="break-all font-medium">{item.fileName}</h3>
            <p className="text-xs text-muted-foreground">
              {t(`types.${item.type}`)}
              {item.mode === 'update' ? ` · ${t('modes.update')}` : ''} ·{' '}
              {formatDateTime(item.uploadedAt, i18n.language)}
            </p>
          </div>
        </div>
        <Badge tone={status === 'imported' ? 'green' : status === 'interrupted' ? 'red' : STATUS_TONES[item.status]}>
          {t(`status.${status}`)}
        </Badge>
      </div>
      {item.status === 'processing' ? (
        <CommitProgress item={item} />
      ) : (
        isInProgress(item) && <StepProgress item={item} />
      )}
      {item.status === 'error' && <Alert tone="error">{item.failure}</Alert>}
      {item.status === 'completed' && <ValidatedDetails item={item} />}
    </article>
  );
}
