import { useTranslation } from 'react-i18next';
import type { ProgrammeQuota } from '@domain/programmes/programme-design';
import { formatNumber } from '@web/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { ProgressBar } from '@web/ui/progress-bar';
import type { ProgrammeStats } from '../api/programme-keys';
import { QUOTA_VALUE_OPTIONS } from '../designer/quota-values';

/** The places a quota's bar measures against: its floor when it has one, else its ceiling. */
function quotaTarget(quota: ProgrammeQuota): number | undefined {
  return quota.minPlaces ?? quota.maxPlaces;
}

/** Live figures: applications and where they stand, places, and how full each quota is. */
export function ProgrammeFigures({ stats }: { stats: ProgrammeStats }) {
  const { t, i18n } = useTranslation(['staff-programmes', 'staff-registry']);
  const language = i18n.language;
  const number = (value: number) => formatNumber(value, language);
  const figures = [
    ['applications', stats.applications],
    ['eligible', stats.eligible],
    ['ineligible', stats.ineligible],
    ['selected', stats.selected],
    ['waiting', stats.waiting],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('page.figures.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {figures.map(([key, value]) => (
            <div key={key} className="rounded-md border border-border p-3">
              <dt className="text-sm text-muted-foreground">{t(`page.figures.${key}`)}</dt>
              <dd className="text-2xl font-semibold">{number(value)}</dd>
            </div>
          ))}
        </dl>
        {stats.ineligibleByRule.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">{t('page.figures.byRule')}</h3>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {stats.ineligibleByRule.map(({ kind, count }) => (
                <li key={kind}>
                  {t('page.figures.ruleCount', { rule: t(`rules.kinds.${kind}`), count, formatted: number(count) })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium">
            {stats.places === null
              ? t('page.figures.placesUnlimited', { selected: number(stats.selected) })
              : t('page.figures.places', { selected: number(stats.selected), places: number(stats.places) })}
          </p>
          {stats.places !== null && (
            <ProgressBar
              value={(stats.selected / Math.max(1, stats.places)) * 100}
              label={t('page.figures.placesBar')}
            />
          )}
        </div>
        {stats.quotaFill.length > 0 && (
          <div className="flex flex-col gap-3">
            <h3 className="text-sm font-semibold">{t('page.figures.quotas')}</h3>
            {stats.quotaFill.map(({ quota, filled }, index) => {
              const target = quotaTarget(quota);
              const value = t(`${QUOTA_VALUE_OPTIONS[quota.dimension].labelKey}.${quota.value}`);
              const text = t(quota.minPlaces !== undefined ? 'page.figures.quotaMin' : 'page.figures.quotaMax', {
                value,
                filled: number(filled),
                target: target === undefined ? '' : number(target),
              });
              return (
                <div key={index} className="flex flex-col gap-1.5">
                  <p className="text-sm">
                    {target === undefined ? t('page.figures.quotaOpen', { value, filled: number(filled) }) : text}
                  </p>
                  {target !== undefined && <ProgressBar value={(filled / Math.max(1, target)) * 100} label={text} />}
                </div>
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
