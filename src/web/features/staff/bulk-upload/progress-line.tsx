import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@web/ui/progress-bar';

/** What an import is doing, its percent, and a bar a screen reader names by `label`. */
export function ProgressLine({ text, label, percent }: { text: string; label: string; percent: number }) {
  const { t } = useTranslation('staff-imports');
  return (
    <div className="flex flex-col gap-1">
      <p className="flex justify-between gap-2 text-sm">
        <span>{text}</span>
        <span>{t('percent', { percent })}</span>
      </p>
      <ProgressBar value={percent} label={label} />
    </div>
  );
}
