import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@domain/projects';
import { Badge, type BadgeTone } from '@web/ui/badge';
import { useOrganisations } from '../shared/get-organisations';
import { OrganisationBadge } from '../shared/organisation-badge';

/**
 * A project's partner in its organisation's colour, as the organisations page sets it; grey with the code
 * alone until the organisations have loaded, or for a code that is not (yet) one.
 */
export function PartnerBadge({ partner }: { partner: string }) {
  const organisations = useOrganisations();
  const organisation = organisations.data?.items.find((item) => item.code === partner) ?? {
    code: partner,
    name: partner,
    colour: 'slate' as const,
  };
  return <OrganisationBadge organisation={organisation} />;
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
