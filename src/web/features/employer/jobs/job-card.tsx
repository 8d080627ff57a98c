import { Eye, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPosting } from '@domain/job-posting';
import { formatDate, formatNumber } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { JobDetailsDialog } from './job-details-dialog';
import { JobDialog } from './job-dialog';
import { JobStatusAction } from './job-status-action';
import { JobStatusBadge } from './job-status-badge';
import { dayOf, salaryRange } from './salary-range';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The spec's posting card, plus hires counted against the positions. */
export function JobCard({ job }: { job: JobPosting }) {
  const { t, i18n } = useTranslation('job-postings');
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState(false);
  const language = i18n.language;
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{job.title}</h2>
          <p className="text-sm text-muted-foreground">
            {job.location} · {t(`employmentTypes.${job.employmentType}`)}
          </p>
        </div>
        <JobStatusBadge status={job.status} />
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Detail term={t('card.salary')}>{salaryRange(job, language)}</Detail>
        <Detail term={t('card.deadline')}>{formatDate(dayOf(job.applicationDeadline), language)}</Detail>
        <Detail term={t('card.applications')}>{formatNumber(job.applicationsCount, language)}</Detail>
        <Detail term={t('card.positions')}>{formatNumber(job.positionsAvailable, language)}</Detail>
        <Detail term={t('card.filled')}>
          {t('card.filledOf', { filled: job.filledCount, positions: job.positionsAvailable })}
        </Detail>
        <Detail term={t('card.posted')}>
          {job.postedAt ? formatDate(job.postedAt, language) : t('card.notPosted')}
        </Detail>
      </dl>
      <div className="flex flex-wrap gap-2">
        <JobDetailsDialog
          open={viewing}
          onOpenChange={setViewing}
          job={job}
          trigger={
            <Button variant="outline" size="sm">
              <Eye aria-hidden="true" />
              {t('card.view')}
              <span className="sr-only">: {job.title}</span>
            </Button>
          }
        />
        <JobDialog
          open={editing}
          onOpenChange={setEditing}
          job={job}
          trigger={
            <Button variant="outline" size="sm">
              <Pencil aria-hidden="true" />
              {t('card.edit')}
              <span className="sr-only">: {job.title}</span>
            </Button>
          }
        />
        <JobStatusAction job={job} />
      </div>
    </Card>
  );
}
