import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@domain/projects';
import { Badge, type BadgeTone } from '@web/ui/badge';

/** The five partners of the spec each have a colour (text contrast at least 4.5:1); any other partner is grey. */
const PARTNER_COLOURS: Record<string, string> = {
  WFP: 'border-blue-200 bg-blue-50 text-blue-800',
  IRC: 'border-amber-300 bg-amber-50 text-amber-900',
  UNHCR: 'border-teal-200 bg-teal-50 text-teal-900',
  DRC: 'border-red-200 bg-red-50 text-red-800',
  NRC: 'border-orange-200 bg-orange-50 text-orange-900',
};
const OTHER_PARTNER = 'border-slate-200 bg-slate-100 text-slate-800';

export function PartnerBadge({ partner }: { partner: string }) {
  return <Badge className={PARTNER_COLOURS[partner] ?? OTHER_PARTNER}>{partner}</Badge>;
}

const STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  active: 'green',
  planning: 'blue',
  completed: 'purple',
  suspended: 'yellow',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('staff-projects');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
