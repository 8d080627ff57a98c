import { CalendarClock, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MyJobApplication } from '@domain/job-search';
import { formatDate, formatDateTime } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { Card } from '@web/ui/card';
import { ApplicationStatusBadge } from './application-status-badge';
import { formatDay } from './job-format';

/** What the employer decided, worded for the applicant (a rejection kindly, with the employer's note if any). */
function Outcome({ application }: { application: MyJobApplication }) {
  const { t, i18n } = useTranslation('jobs');
  if (application.status === 'hired') {
    return (
      <Alert tone="success" className="flex gap-2">
        <PartyPopper aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {application.hiredStartDate
            ? t('applications.hired', { date: formatDay(application.hiredStartDate, i18n.language) })
            : t('applications.hiredNoDate')}
        </span>
      </Alert>
    );
  }
  if (application.status === 'rejected') {
    return (
      <Alert tone="info" className="flex flex-col gap-1">
        <span>{t('applications.rejected')}</span>
        {application.rejectionReason && (
          <span>{t('applications.rejectedNote', { reason: application.rejectionReason })}</span>
        )}
      </Alert>
    );
  }
  return null;
}

export function ApplicationCard({ application }: { application: MyJobApplication }) {
  const { t, i18n } = useTranslation('jobs');
  const language = i18n.language;
  const interview = application.interviewAt && application.status !== 'rejected' && application.status !== 'hired';
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{application.jobTitle}</h3>
          <p className="text-sm text-muted-foreground">
            {application.companyName} · {application.location}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p className="text-sm">{t('applications.appliedOn', { date: formatDate(application.appliedAt, language) })}</p>
      {interview && (
        <p className="flex items-center gap-2 text-sm font-medium">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {application.interviewLocation
            ? t('applications.interview', {
                date: formatDateTime(application.interviewAt!, language),
                place: application.interviewLocation,
              })
            : t('applications.interviewNoPlace', { date: formatDateTime(application.interviewAt!, language) })}
        </p>
      )}
      <Outcome application={application} />
      <div>
        <h4 className="text-sm font-semibold">{t('applications.timeline')}</h4>
        <ol className="mt-1 flex flex-col gap-1 border-s-2 border-border ps-3 text-sm">
          {application.timeline.map((step) => (
            <li key={`${step.event}-${step.at}`}>
              <span className="font-medium">{t(`events.${step.event}`)}</span>
              <span className="text-muted-foreground"> · {formatDate(step.at, language)}</span>
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}
