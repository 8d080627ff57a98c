import { useTranslation } from 'react-i18next';

const SHOWN = ['firstName', 'skills', 'area', 'experience'] as const;

/** Plain words on what an employer would see, before the person decides. */
export function DiscoverabilityNotice() {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{t('discoverability.intro')}</p>
      <ul className="list-disc ps-5">
        {SHOWN.map((item) => (
          <li key={item}>{t(`discoverability.shown.${item}`)}</li>
        ))}
      </ul>
      <p className="font-medium">{t('discoverability.never')}</p>
    </div>
  );
}
