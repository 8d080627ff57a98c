import { loadFailed } from '../load-failed';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { BackToListLink } from '@web/ui/back-to-list-link';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useBeneficiaryRecord } from './api/get-beneficiary-record';
import { HistorySection } from './history-section';
import { RecordDetailsSection } from './record-details-section';
import { PersonMessagesSection } from './person-messages-section';
import { PaymentsSection } from './record-contact-sections';
import { RecordHeader } from './record-header';
import { TextMessagesSection } from './text-messages-section';
import { HouseholdPanel } from './household-panel';
import { DuplicateAlertsSection, HouseholdSection } from './record-people-sections';
import { ApplicationsSection, DocumentsSection, EnrolmentsSection } from './record-programme-sections';

function RecordBody({ beneficiaryId }: { beneficiaryId: string }) {
  const { t } = useTranslation('staff-record');
  const record = useBeneficiaryRecord(beneficiaryId);
  if (record.isPending) {
    return (
      <div role="status" aria-label={t('page.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (loadFailed(record)) {
    if (record.error instanceof ApiError && record.error.status === 404) {
      return (
        <Alert tone="info" className="flex flex-col gap-1">
          <h1 className="text-lg font-semibold">{t('page.notFoundTitle')}</h1>
          <p>{t('page.notFoundText')}</p>
        </Alert>
      );
    }
    return (
      <LoadError
        error={record.error}
        onRetry={() => void record.refetch()}
        message={t('page.loadFailed', { message: errorMessage(record.error) })}
      />
    );
  }
  const data = record.data;
  if (!data) return null;
  return (
    <>
      <RecordHeader person={data.person} />
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <RecordDetailsSection record={data} />
        <HouseholdSection record={data} />
        <HouseholdPanel beneficiaryId={beneficiaryId} />
        <DuplicateAlertsSection record={data} />
        <ApplicationsSection record={data} />
        <EnrolmentsSection record={data} />
        <DocumentsSection record={data} />
        <PaymentsSection record={data} />
      </div>
      <PersonMessagesSection person={data.person} />
      <TextMessagesSection beneficiaryId={beneficiaryId} />
      <HistorySection beneficiaryId={beneficiaryId} />
    </>
  );
}

/** /staff/beneficiaries/:beneficiaryId: one person's record, for staff (each visit is audited). */
export default function BeneficiaryRecordPage() {
  const { t } = useTranslation('staff-record');
  const { beneficiaryId = '' } = useParams();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToListLink listPath="/staff/beneficiaries">{t('page.back')}</BackToListLink>
      {/* A new key per person: moving to a household member starts fresh (history page 1). */}
      <RecordBody key={beneficiaryId} beneficiaryId={beneficiaryId} />
    </div>
  );
}
