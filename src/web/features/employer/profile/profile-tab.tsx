import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Skeleton } from '@web/ui/skeleton';
import { useCompany } from './api/get-company';
import { CompanyForm } from './company-form';
import { CompanyView } from './company-view';
import { VerificationStatus } from './verification-status';
import { LoadError } from '@web/ui/load-error';

/** Company Profile: a new employer completes it first; later it is read, and edited on demand. */
export default function ProfileTab() {
  const { t } = useTranslation('company');
  const company = useCompany();
  const [editing, setEditing] = useState(false);
  const current = company.data?.company ?? null;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
      </div>
      {company.isPending && <Skeleton className="h-64 w-full" />}
      {company.isError && (
        <LoadError
          error={company.error}
          message={t('loadError', { message: errorMessage(company.error) })}
          onRetry={() => void company.refetch()}
        />
      )}
      {company.data && current && (
        <VerificationStatus status={current.verificationStatus} reason={current.verificationReason} />
      )}
      {company.data && !current && <Alert tone="info">{t('completeFirst')}</Alert>}
      {company.data &&
        (current && !editing ? (
          <CompanyView company={current} onEdit={() => setEditing(true)} />
        ) : (
          <CompanyForm
            company={current}
            onSaved={() => setEditing(false)}
            onCancel={current ? () => setEditing(false) : undefined}
          />
        ))}
    </div>
  );
}
