import { FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMPORT_BYTES, MAX_IMPORT_MB, type ImportType } from '@domain/import-templates';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Checkbox } from '@web/ui/checkbox';
import { ProgressBar } from '@web/ui/progress-bar';
import { useUploadImport } from './api/upload-import';

const ACCEPTED = /\.(csv|xlsx)$/i;

/** One of the two cards: Upload File, the templates and, while the bytes travel, 'Uploading...' with real progress. */
export function UploadCard({ type }: { type: ImportType }) {
  const { t } = useTranslation('staff-imports');
  const input = useRef<HTMLInputElement>(null);
  const syncId = useId();
  const [updateExisting, setUpdateExisting] = useState(false);
  const [progress, setProgress] = useState<{ fileName: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadImport();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    // The server checks again by content; this only spares a long wait for a file that cannot pass.
    if (!ACCEPTED.test(file.name)) return setProblem(t('wrongType'));
    if (file.size > MAX_IMPORT_BYTES) return setProblem(t('tooLarge', { maxMb: MAX_IMPORT_MB }));
    setProgress({ fileName: file.name, percent: 0 });
    upload.mutate(
      {
        file,
        type,
        mode: updateExisting ? 'update' : 'create',
        onProgress: (percent) => setProgress({ fileName: file.name, percent }),
      },
      {
        onSuccess: () => toast.success(t('uploaded', { fileName: file.name })),
        onError: (error) => setProblem(t('uploadFailed', { message: errorMessage(error) })),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheet aria-hidden className="size-5 text-primary" />
          {t(`cards.${type}.title`)}
        </CardTitle>
        <CardDescription>{t(`cards.${type}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {type === 'beneficiaries' && (
          <div className="flex items-start gap-2">
            <Checkbox
              id={syncId}
              checked={updateExisting}
              onChange={(event) => setUpdateExisting(event.target.checked)}
              className="mt-0.5"
            />
            <label htmlFor={syncId} className="text-sm">
              <span className="font-medium">{t('updateExisting')}</span>
              <span className="block text-muted-foreground">{t('updateExistingHint')}</span>
            </label>
          </div>
        )}
        {progress && (
          <div className="flex flex-col gap-1" aria-live="polite">
            <p className="flex justify-between gap-2 text-sm">
              <span className="truncate">{t('uploading')}</span>
              <span>{t('percent', { percent: Math.round(progress.percent) })}</span>
            </p>
            <ProgressBar value={progress.percent} label={t('uploadProgress', { fileName: progress.fileName })} />
          </div>
        )}
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="mt-auto flex flex-wrap gap-2">
          <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
            <Upload aria-hidden />
            {t('uploadFile')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,.xlsx"
            className="hidden"
            onChange={onFile}
            aria-label={t('chooseFile', { type: t(`types.${type}`) })}
          />
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button key={format} variant="outline" asChild>
              <a
                href={`/api/v1/imports/templates/${type}.${format}`}
                download
                aria-label={t('templateLabel', { type: t(`types.${type}`), format: format.toUpperCase() })}
              >
                {t('template')} ({format.toUpperCase()})
              </a>
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
