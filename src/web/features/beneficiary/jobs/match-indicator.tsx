import { useTranslation } from 'react-i18next';
import type { JobMatchView } from '@domain/job-search';
import { Badge } from '@web/ui/badge';
import { cn } from '@web/ui/cn';
import { matchReasons } from './job-format';

/** Colour helps at a glance; the words carry the meaning (text contrast at least 4.5:1 on each tint). */
const LOOKS = {
  strong: 'border-green-200 bg-green-50 text-green-800',
  fair: 'border-amber-200 bg-amber-50 text-amber-900',
  weak: 'border-slate-300 bg-slate-100 text-slate-800',
} as const;

/** How well I fit this job, with the reasons, so the score is never a mystery. */
export function MatchIndicator({ match, showMissing = false }: { match: JobMatchView; showMissing?: boolean }) {
  const { t } = useTranslation('jobs');
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground">{t('match.label')}:</span>
        <Badge className={cn(LOOKS[match.band])}>
          {t(`match.${match.band}`)} · {t('match.score', { score: match.score })}
        </Badge>
      </p>
      <p>{matchReasons(match, t)}</p>
      {showMissing && match.missingSkills.length > 0 && (
        <p className="text-muted-foreground">{t('match.missing', { skills: match.missingSkills.join(', ') })}</p>
      )}
    </div>
  );
}
