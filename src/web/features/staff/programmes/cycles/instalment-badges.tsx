import { useTranslation } from 'react-i18next';
import type { InstalmentView } from '@domain/programmes/cycles-views';
import { formatKes } from '@web/lib/format';
import { Badge, type BadgeTone } from '@web/ui/badge';

const TONE: Record<InstalmentView['state'], BadgeTone> = {
  paid: 'green',
  in_payment: 'blue',
  due: 'blue',
  held: 'yellow',
  upcoming: 'purple',
  failed: 'red',
};

/** One person's instalments: amount and state, and for a held one every reason in words. */
export function InstalmentBadges({ instalments }: { instalments: InstalmentView[] }) {
  const { t, i18n } = useTranslation('staff-cycles');
  return (
    <ul className="flex flex-col gap-1">
      {instalments.map((instalment) => (
        <li key={instalment.key} className="flex flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">
              {t(`instalmentKey.${instalment.key.split('-')[0]}`, { number: instalment.sequence })}
            </span>
            <span>{formatKes(instalment.amount, i18n.language)}</span>
            <Badge tone={TONE[instalment.state]}>{t(`states.${instalment.state}`)}</Badge>
            {instalment.batchReference && (
              <span className="text-xs text-muted-foreground">{instalment.batchReference}</span>
            )}
          </span>
          {instalment.reasons.map((reason) => (
            <span key={reason.code} className="ps-2 text-xs text-muted-foreground">
              {t(`reasons.${reason.code}`, {
                percent: reason.percent,
                attended: reason.attendedPercent,
                document: reason.documentType ? t(`documents.${reason.documentType}`) : '',
              })}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
