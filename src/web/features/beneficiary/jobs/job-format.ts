import type { TFunction } from 'i18next';
import type { JobMatchView, JobPostingView } from '@domain/job-search';
import { formatDate, formatNumber } from '@web/lib/format';

/** The spec's salary range: 'KES 18,000 - 25,000'. */
export function salaryRange(
  job: Pick<JobPostingView, 'currency' | 'salaryMin' | 'salaryMax'>,
  language: string,
): string {
  return `${job.currency} ${formatNumber(job.salaryMin, language)} - ${formatNumber(job.salaryMax, language)}`;
}

/** A calendar date read as that day where the reader is, never shifted by a time zone. */
export const formatDay = (isoDate: string, language: string) => formatDate(new Date(`${isoDate}T00:00:00`), language);

/** The match's facts in words: '2 of 3 required skills · 3 years experience · same area'. */
export function matchReasons(match: JobMatchView, t: TFunction<'jobs'>): string {
  const skills =
    match.requiredSkillCount === 0
      ? t('match.noSkills')
      : t('match.skills', { matched: match.matchedSkills.length, total: match.requiredSkillCount });
  return [
    skills,
    t('match.experience', { count: match.experienceYears }),
    t(match.sameArea ? 'match.sameArea' : 'match.otherArea'),
  ].join(' · ');
}
