import { MailOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPostingView } from '@domain/job-search';
import { Badge } from '@web/ui/badge';
import { Card } from '@web/ui/card';
import { formatDay, salaryRange } from './job-format';
import { JobActions } from './job-actions';
import { MatchIndicator } from './match-indicator';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** One open job: what, who, where, pay, until when, and how well I fit it. */
export function JobCard({ job, headingLevel = 'h3' }: { job: JobPostingView; headingLevel?: 'h3' | 'h4' }) {
  const { t, i18n } = useTranslation('jobs');
  const Heading = headingLevel;
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="text-lg font-semibold break-words">{job.title}</Heading>
          <p className="text-sm text-muted-foreground">{job.companyName}</p>
        </div>
        {job.invited && !job.applicationId && (
          <Badge className="border-blue-200 bg-blue-50 text-blue-800">
            <MailOpen aria-hidden="true" className="me-1 size-3" />
            {t('card.invited')}
          </Badge>
        )}
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Detail term={t('card.location')}>{job.location}</Detail>
        <Detail term={t('card.type')}>{t(`types.${job.employmentType}`)}</Detail>
        <Detail term={t('card.salary')}>{salaryRange(job, i18n.language)}</Detail>
        <Detail term={t('card.deadline')}>{formatDay(job.applicationDeadline, i18n.language)}</Detail>
      </dl>
      <MatchIndicator match={job.match} />
      <JobActions job={job} />
    </Card>
  );
}
