import { useTranslation } from 'react-i18next';
import {
  duplicateRiskBand,
  vulnerabilityBand,
  type DuplicateRiskBand,
  type RegistryStatus,
  type VulnerabilityBand,
} from '@domain/registry';
import { localeOf } from '@web/lib/languages';
import { Badge, type BadgeTone } from '@web/ui/badge';

const BAND_TONES: Record<VulnerabilityBand, BadgeTone> = { high: 'red', medium: 'yellow', low: 'green' };
const STATUS_TONES: Record<RegistryStatus, BadgeTone | undefined> = {
  active: 'green',
  inactive: undefined,
  transferred: 'blue',
};
const RISK_TONES: Record<DuplicateRiskBand, BadgeTone> = {
  critical: 'red',
  high: 'red',
  medium: 'yellow',
  low: 'blue',
};

/** The spec's risk badge by band, and the score to two decimals in the reader's number format. */
export function VulnerabilityCell({ score }: { score: number | null }) {
  const { t, i18n } = useTranslation('staff-registry');
  if (score === null) return <span className="text-muted-foreground">{t('table.notAssessed')}</span>;
  const band = vulnerabilityBand(score);
  const formatted = new Intl.NumberFormat(localeOf(i18n.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(score);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={BAND_TONES[band]}>{t(`riskBadges.${band}`)}</Badge>
      <span className="text-xs text-muted-foreground">{t('table.score', { score: formatted })}</span>
    </div>
  );
}

export function StatusBadge({ status }: { status: RegistryStatus }) {
  const { t } = useTranslation('staff-registry');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** The Duplicate Risk marker: the risk as a percentage and its band. */
export function DuplicateRiskMarker({ risk }: { risk: number | null }) {
  const { t } = useTranslation('staff-registry');
  if (risk === null) return <span className="sr-only">{t('table.noAlerts')}</span>;
  const band = duplicateRiskBand(risk);
  return (
    <Badge tone={RISK_TONES[band]} className="whitespace-nowrap">
      {t('table.duplicateRisk', { percent: Math.round(risk * 100), band: t(`duplicateBands.${band}`) })}
    </Badge>
  );
}
