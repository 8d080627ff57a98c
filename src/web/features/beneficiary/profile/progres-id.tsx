import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Staff link a person to the registry; the beneficiary sees the ID but cannot change it. */
export function ProgresId({ value }: { value: string }) {
  const { t } = useTranslation('profile');
  return (
    <dl className="flex flex-col gap-1 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-950 sm:col-span-2">
      <dt className="text-sm font-medium">{t('progresId.label')}</dt>
      <dd className="font-mono text-base break-all">{value}</dd>
      <dd className="flex items-start gap-1.5 text-sm">
        <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('progresId.linked')}
      </dd>
    </dl>
  );
}
