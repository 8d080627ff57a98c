import type { JobPosting } from '@domain/job-posting';
import { formatNumber } from '@web/lib/format';

/** The spec's 'currency min - max'. */
export function salaryRange(job: Pick<JobPosting, 'currency' | 'salaryMin' | 'salaryMax'>, language: string): string {
  return `${job.currency} ${formatNumber(job.salaryMin, language)} - ${formatNumber(job.salaryMax, language)}`;
}

/** A calendar date read as that day where the reader is, never shifted by a time zone. */
export const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00`);
