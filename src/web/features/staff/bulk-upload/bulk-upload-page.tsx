import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_IMPORT_MB } from '@domain/import-templates';
import { Alert } from '@web/ui/alert';
import { ImportHistory } from './import-history';
import { ImportSummaryCards } from './import-summary-cards';
import { UploadCard } from './upload-card';

const GUIDELINES = ['template', 'required', 'formats', 'size', 'background'] as const;

/** Bulk Upload (spec "Bulk Upload"): the two upload cards, the guidelines, the history and the summary cards. */
export default function BulkUploadPage() {
  const { t } = useTranslation('staff-imports');
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('heading')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <UploadCard type="beneficiaries" />
        <UploadCard type="projects" />
      </div>
      <Alert tone="info" className="flex gap-3">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-medium">{t('guidelines.title')}</p>
          <ul className="mt-1 list-disc ps-5">
            {GUIDELINES.map((key) => (
              <li key={key}>{t(`guidelines.${key}`, { maxMb: MAX_IMPORT_MB })}</li>
            ))}
          </ul>
        </div>
      </Alert>
      <ImportHistory />
      <ImportSummaryCards />
    </div>
  );
}
