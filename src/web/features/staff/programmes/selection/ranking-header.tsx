import { useTranslation } from 'react-i18next';
import type { RankingHeader as Header } from '@domain/programmes/programme-selection';
import { Card, CardContent } from '@web/ui/card';
import { ProgressBar } from '@web/ui/progress-bar';
import { quotaFillText, quotaPercent } from './quota-label';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}

/** Places, who holds them, who waits, who is not eligible, and how far each quota is filled. */
export function RankingHeader({ header }: { header: Header }) {
  const { t, i18n } = useTranslation('staff-selection');
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure
            label={t('header.places')}
            value={header.places === null ? t('header.noLimit') : number(header.places)}
          />
          <Figure label={t('header.selected')} value={number(header.selectedCount)} />
          <Figure label={t('header.waiting')} value={number(header.waitingCount)} />
          <Figure label={t('header.ineligible')} value={number(header.ineligibleCount)} />
        </dl>
        {header.places !== null && (
          <ProgressBar
            value={(header.selectedCount / Math.max(1, header.places)) * 100}
            label={t('header.placesBar', { selected: header.selectedCount, places: header.places })}
          />
        )}
        {header.quotaFill.length > 0 && (
          <section aria-labelledby="quota-fill-heading" className="flex flex-col gap-3">
            <h2 id="quota-fill-heading" className="text-sm font-semibold">
              {t('header.quotas')}
            </h2>
            <ul className="flex flex-col gap-3">
              {header.quotaFill.map(({ quota, filled }) => {
                const text = quotaFillText(t, quota, filled);
                return (
                  <li key={`${quota.dimension}:${quota.value}`} className="flex flex-col gap-1 text-sm">
                    <span>{text}</span>
                    <ProgressBar value={quotaPercent(quota, filled)} label={text} />
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
