import { useTranslation } from 'react-i18next';
import { duplicateRiskBand, vulnerabilityBand, type RegistryStatus, type VulnerabilityBand } from '@domain/registry';
import { Badge, type BadgeTone } from '@web/ui/badge';

const STATUS_TONE: Record<RegistryStatus, BadgeTone> = { active: 'green', inactive: 'yellow', transferred: 'blue' };
const BAND_TONE: Record<VulnerabilityBand, BadgeTone> = { high: 'red', medium: 'yellow', low: 'green' };

export function StatusBadge({ status }: { status: RegistryStatus }) {
  const { t } = useTranslation('staff-record');
  return <Badge tone={STATUS_TONE[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** The spec's risk band with the score to one decimal; nothing when no score was recorded. */
export function RiskBadge({ score }: { score: number | null }) {
  const { t, i18n } = useTranslation('staff-record');
  if (score === null) return <Badge>{t('page.noScore')}</Badge>;
  const band = vulnerabilityBand(score);
  const formatted = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    score,
  );
  return (
    <Badge tone={BAND_TONE[band]}>
      {t(`bands.${band}`)} · {t('page.score', { score: formatted })}
    </Badge>
  );
}

/** The duplicate marker of the registry list, with the risk as a percentage. */
export function DuplicateRiskBadge({ risk }: { risk: number | null }) {
  const { t, i18n } = useTranslation('staff-record');
  if (risk === null) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(risk);
  return (
    <Badge tone={duplicateRiskBand(risk) === 'low' ? 'yellow' : 'red'} title={t('page.duplicateRisk', { percent })}>
      {t('page.duplicateRisk', { percent })}
    </Badge>
  );
}
