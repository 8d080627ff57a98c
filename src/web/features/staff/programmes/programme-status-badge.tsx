import { useTranslation } from 'react-i18next';
import type { ProgrammeStatus } from '@domain/programmes/programme-design';
import { Badge, type BadgeTone } from '@web/ui/badge';

const TONES: Record<ProgrammeStatus, BadgeTone | undefined> = {
  draft: undefined,
  open: 'green',
  paused: 'yellow',
  closed: 'red',
};

export function ProgrammeStatusBadge({ status }: { status: ProgrammeStatus }) {
  const { t } = useTranslation('staff-programmes');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** "Kiswahili: shown in English", when a language's texts are missing. */
export function MissingTranslationsBadge({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation('staff-programmes');
  if (languages.length === 0) return null;
  const names = languages.map((language) => t(`languages.${language}`)).join(', ');
  return <Badge tone="yellow">{t('missingTranslations', { languages: names })}</Badge>;
}
