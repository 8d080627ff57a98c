import { useTranslation } from 'react-i18next';
import type { JobMatch } from '@domain/job-matching';

/** The match in words: '4 of 5 required skills, 3 years experience, same area'. */
export function MatchSummary({ match }: { match: JobMatch }) {
  const { t } = useTranslation('hiring');
  const parts = [
    match.requiredSkillCount > 0
      ? t('match.skills', { count: match.requiredSkillCount, matched: match.matchedSkills.length })
      : t('match.noSkillsRequired'),
    t('match.experience', { count: match.experienceYears }),
    t(match.sameArea ? 'match.sameArea' : 'match.otherArea'),
  ];
  return (
    <p className="text-sm">
      <span className="font-medium">{t('match.score', { score: match.score })}</span>
      <span className="text-muted-foreground"> · {parts.join(', ')}</span>
    </p>
  );
}
