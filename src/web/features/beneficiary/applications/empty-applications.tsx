import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';

export function EmptyApplications({ onApply }: { onApply: () => void }) {
  const { t } = useTranslation('applications');
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <FileText className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{t('empty.description')}</p>
      <Button onClick={onApply}>{t('empty.applyNow')}</Button>
    </div>
  );
}
