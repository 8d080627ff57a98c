import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { BackToListLink } from '@web/ui/back-to-list-link';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useApplicationForReview } from './api/get-application';
import { ApplicationAnswers } from './application-answers';
import { ApplicationStatusBadge, PriorityBadge } from './application-badges';
import { DocumentsSection, DuplicateAlertsNotice, RegistrySection } from './applicant-sections';
import { DecisionPanel } from './decision-panel';

function ApplicationBody({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation('staff-applications');
  const application = useApplicationForReview(applicationId);
  if (application.isPending) {
    return (
      <div role="status" aria-label={t('detail.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (application.isError) {
    if (application.error instanceof ApiError && application.error.status === 404) {
      return (
        <Alert tone="info" className="flex flex-col gap-1">
          <h1 className="text-lg font-semibold">{t('detail.notFoundTitle')}</h1>
          <p>{t('detail.notFoundText')}</p>
        </Alert>
      );
    }
    return (
      <LoadError
        error={application.error}
        onRetry={() => void application.refetch()}
        message={t('detail.loadError', { message: application.error.message })}
      />
    );
  }
  const data = application.data;
  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold break-words">{data.person.name}</h1>
        <p className="break-words text-muted-foreground">
          {data.programName}
          {data.submittedAt ? ` · ${t('queue.submitted', { date: formatDate(data.submittedAt, i18n.language) })}` : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          <ApplicationStatusBadge status={data.status} />
          <PriorityBadge score={data.priorityScore} />
        </div>
      </header>
      <DuplicateAlertsNotice application={data} />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <ApplicationAnswers application={data} />
          <RegistrySection application={data} />
          <DocumentsSection application={data} />
        </div>
        <div className="min-w-0 xl:sticky xl:top-4">
          <DecisionPanel application={data} />
        </div>
      </div>
    </>
  );
}

/** /staff/applications/:applicationId: one application with everything needed to decide it (each opening is audited). */
export default function ApplicationPage() {
  const { t } = useTranslation('staff-applications');
  const { applicationId = '' } = useParams();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToListLink listPath="/staff/applications">{t('detail.back')}</BackToListLink>
      <ApplicationBody key={applicationId} applicationId={applicationId} />
    </div>
  );
}
