import { Download, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_RESULT_FILE_BYTES,
  MAX_RESULT_FILE_MB,
  type PaymentBatchDetail,
  type ResultImportSummary,
} from '@domain/payment-batch';
import { errorMessage } from '@web/lib/api';
import { formatNumber } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Spinner } from '@web/ui/spinner';
import { useUploadResults } from './api/upload-results';

const ACCEPTED = /\.(csv|xlsx)$/i;

function ResultSummary({ summary }: { summary: ResultImportSummary }) {
  const { t, i18n } = useTranslation('staff-payments');
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="font-medium">
        {t('files.summary', {
          completed: number(summary.completed),
          failed: number(summary.failed),
          unchanged: number(summary.unchanged),
        })}
      </p>
      {summary.unknownReferences.length > 0 && (
        <p>{t('files.unknownRows', { rows: summary.unknownReferences.join(', ') })}</p>
      )}
      {summary.invalidRows.length > 0 && (
        <ul className="list-disc ps-5">
          {summary.invalidRows.map((row) => (
            <li key={row.row}>{t('files.invalidRow', { row: row.row, message: row.message })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The file provider's round trip: download the upload file for the provider, upload the result file it sends back. */
export function ProviderFilesCard({ batch }: { batch: PaymentBatchDetail }) {
  const { t } = useTranslation('staff-payments');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadResults(batch.id);
  const [summary, setSummary] = useState<ResultImportSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setSummary(null);
    if (!ACCEPTED.test(file.name)) return setProblem(t('files.wrongType'));
    if (file.size > MAX_RESULT_FILE_BYTES) return setProblem(t('files.tooLarge', { maxMb: MAX_RESULT_FILE_MB }));
    upload.mutate(file, { onSuccess: setSummary, onError: (error) => setProblem(errorMessage(error)) });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('files.title')}</CardTitle>
        <CardDescription>{t('files.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={`/api/v1/staff/payment-batches/${encodeURIComponent(batch.id)}/provider-file.csv`} download>
              <Download aria-hidden="true" />
              {t('files.download')}
            </a>
          </Button>
          <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
            {upload.isPending ? t('files.uploading') : t('files.upload')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,.xlsx"
            className="hidden"
            onChange={onFile}
            aria-label={t('files.chooseFile')}
          />
        </div>
        <p className="text-sm text-muted-foreground">{t('files.columns')}</p>
        <div aria-live="polite">
          {summary && (
            <Alert tone={summary.invalidRows.length + summary.unknownReferences.length > 0 ? 'warning' : 'success'}>
              <ResultSummary summary={summary} />
            </Alert>
          )}
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
      </CardContent>
    </Card>
  );
}
