import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format';
import { useShownAsOf } from './use-shown-as-of';

/** Offline, above a screen's content: the date the data shown dates from. Nothing online. */
export function ShownAsOfNotice() {
  const { t, i18n } = useTranslation('offline', { useSuspense: false });
  const shownAsOf = useShownAsOf();
  if (shownAsOf === null) return null;
  return (
    <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t('shownAsOf', {
        date: formatDateTime(new Date(shownAsOf), i18n.language),
        defaultValue: 'Shown as it was on {{date}}: you are offline',
      })}
    </p>
  );
}
