import { useTranslation } from 'react-i18next';
import type { DuplicateAlertStatus } from '@domain/registry';
import { duplicateRiskBand, type DuplicateRiskBand } from '@domain/registry';
import { Badge, type BadgeTone } from '@web/ui/badge';

const RISK_TONES: Record<DuplicateRiskBand, BadgeTone> = {
  critical: 'red',
  high: 'red',
  medium: 'yellow',
  low: 'blue',
};
const STATUS_TONES: Record<DuplicateAlertStatus, BadgeTone> = {
  pending: 'yellow',
  reviewing: 'blue',
  resolved: 'green',
};

/** The spec's band (Critical/High/Medium/Low Risk) in words, and the risk as a percentage. */
export function RiskBadge({ risk }: { risk: number }) {
  const { t } = useTranslation('staff-duplicates');
  const band = duplicateRiskBand(risk);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone={RISK_TONES[band]}>{t(`bands.${band}`)}</Badge>
      <span className="text-lg font-semibold tabular-nums">
        {t('riskPercent', { percent: Math.round(risk * 100) })}
      </span>
    </span>
  );
}

export function AlertStatusBadge({ status }: { status: DuplicateAlertStatus }) {
  const { t } = useTranslation('staff-duplicates');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
