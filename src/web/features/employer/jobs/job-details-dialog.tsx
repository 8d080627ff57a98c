import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPosting } from '@domain/job-posting';
import { formatDate } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@web/ui/dialog';
import { JobStatusBadge } from './job-status-badge';
import { dayOf, salaryRange } from './salary-range';

interface JobDetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  job: JobPosting;
  trigger: ReactNode;
}

/** The whole posting as applicants read it. */
export function JobDetailsDialog({ open, onOpenChange, job, trigger }: JobDetailsDialogProps) {
  const { t, i18n } = useTranslation('job-postings');
  const section = (title: string, body: string | null) =>
    body && (
      <section>
        <h3 className="font-semibold">{title}</h3>
        <p className="whitespace-pre-line break-words text-sm">{body}</p>
      </section>
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>{job.title}</DialogTitle>
        <DialogDescription>
          {job.location} · {t(`employmentTypes.${job.employmentType}`)} · {salaryRange(job, i18n.language)}
        </DialogDescription>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <JobStatusBadge status={job.status} />
          <span>{t('details.deadline', { date: formatDate(dayOf(job.applicationDeadline), i18n.language) })}</span>
          <span>{t('details.experience', { count: job.experienceYears })}</span>
        </div>
        {section(t('fields.description'), job.description)}
        {section(t('fields.requirements'), job.requirements)}
        {section(t('fields.educationRequirements'), job.educationRequirements)}
        {job.requiredSkills.length > 0 && (
          <section>
            <h3 className="font-semibold">{t('fields.requiredSkills')}</h3>
            <ul className="mt-1 flex flex-wrap gap-1">
              {job.requiredSkills.map((skill) => (
                <li key={skill}>
                  <Badge>{skill}</Badge>
                </li>
              ))}
            </ul>
          </section>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('details.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
