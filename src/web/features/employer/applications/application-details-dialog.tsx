import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@domain/job-application-status';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatDateTime } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@web/ui/dialog';
import { Skeleton } from '@web/ui/skeleton';
import { useApplication } from './api/get-application';
import { ApplicationActions } from './application-actions';
import { ApplicationNotes } from './application-notes';
import { ApplicationStatusBadge } from './application-status-badge';
import { RatingPicker } from './rating-picker';

/** View Details: the full cover letter, the steps so far, my notes and rating, and the decisions. */
export function ApplicationDetailsDialog({ application }: { application: EmployerApplication }) {
  const { t, i18n } = useTranslation('hiring');
  const [open, setOpen] = useState(false);
  const detail = useApplication(application.id, open);
  const current = detail.data;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          {t('card.viewDetails')}
          <span className="sr-only">: {application.applicantName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{application.applicantName}</DialogTitle>
        <DialogDescription>{t('card.appliedFor', { title: application.jobTitle })}</DialogDescription>
        {detail.isPending && <Skeleton className="h-40 w-full" />}
        {detail.isError && <Alert tone="error">{errorMessage(detail.error)}</Alert>}
        {current && (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <ApplicationStatusBadge status={current.status} />
              {current.interviewAt && (
                <p className="text-sm">
                  {t('details.interview', {
                    when: formatDateTime(current.interviewAt, i18n.language),
                    where: current.interviewLocation,
                  })}
                </p>
              )}
              {current.hiredStartDate && (
                <p className="text-sm">
                  {t('details.startDate', {
                    date: formatDate(new Date(`${current.hiredStartDate}T00:00:00`), i18n.language),
                  })}
                </p>
              )}
            </div>
            <section aria-labelledby={`letter-${current.id}`} className="flex flex-col gap-1">
              <h3 id={`letter-${current.id}`} className="font-semibold">
                {t('details.coverLetter')}
              </h3>
              <p className="text-sm break-words whitespace-pre-line">{current.coverLetter}</p>
            </section>
            {current.rejectionReason && (
              <p className="text-sm">
                <span className="font-medium">{t('details.rejectionReason')}</span> {current.rejectionReason}
              </p>
            )}
            <RatingPicker application={current} />
            <ApplicationActions application={current} />
            <ApplicationNotes application={current} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
