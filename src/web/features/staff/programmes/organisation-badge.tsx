import { useTranslation } from 'react-i18next';
import { PartnerBadge } from '@web/features/staff/projects';

/** The organisation that runs a programme, badged as a project's partner is. */
export function ProgrammeOrganisation({ code }: { code: string }) {
  const { t } = useTranslation('staff-programmes');
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      {t('runBy')}
      <PartnerBadge partner={code} />
    </span>
  );
}
