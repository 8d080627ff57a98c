import { Download, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@domain/job-application-status';
import { formatDate } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { InitialsAvatar } from '@web/ui/initials-avatar';
import { resumeUrl } from './api/get-application';
import { ApplicationDetailsDialog } from './application-details-dialog';
import { ApplicationStatusBadge } from './application-status-badge';
import { MatchSummary } from './match-summary';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

export function ApplicationCard({ application }: { application: EmployerApplication }) {
  const { t, i18n } = useTranslation('hiring');
  const notGiven = t('card.notGiven');
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-start gap-3">
        <InitialsAvatar name={application.applicantName} />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold break-words">{application.applicantName}</h2>
          <p className="text-sm text-muted-foreground">{t('card.appliedFor', { title: application.jobTitle })}</p>
          <p className="mt-1 flex items-center gap-1 text-sm">
            <Star aria-hidden="true" className="size-4 text-amber-600" />
            {application.rating === null ? t('card.notRated') : t('card.rating', { rating: application.rating })}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Detail term={t('card.email')}>{application.applicantEmail ?? notGiven}</Detail>
        <Detail term={t('card.phone')}>{application.applicantPhone ?? notGiven}</Detail>
        <Detail term={t('card.location')}>{application.applicantLocation ?? notGiven}</Detail>
        <Detail term={t('card.applied')}>{formatDate(application.appliedAt, i18n.language)}</Detail>
        <Detail term={t('card.experience')}>{t('card.years', { count: application.experienceYears })}</Detail>
        <Detail term={t('card.education')}>{application.applicantEducation ?? notGiven}</Detail>
      </dl>
      {application.skills.length > 0 && (
        <ul aria-label={t('card.skills')} className="flex flex-wrap gap-1.5">
          {application.skills.map((skill) => (
            <li key={skill}>
              <Badge className="bg-slate-50 text-slate-800">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
      <MatchSummary match={application.match} />
      <p className="text-sm break-words text-slate-700">{application.coverLetterPreview}</p>
      <div className="flex flex-wrap gap-2">
        {application.hasResume && (
          <Button asChild variant="outline" size="sm">
            <a href={resumeUrl(application.id)} download>
              <Download aria-hidden="true" />
              {t('card.resume')}
              <span className="sr-only">: {application.applicantName}</span>
            </a>
          </Button>
        )}
        <ApplicationDetailsDialog application={application} />
      </div>
    </Card>
  );
}
