import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_BUSINESSES_PER_PERSON } from '@domain/business';
import { errorMessage } from '@web/lib/api';
import { useDialogOpener } from '@web/lib/use-dialog-opener';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { useBusinesses } from './api/get-businesses';
import { BusinessCard } from './business-card';
import { BusinessDialog } from './business-dialog';
import { BusinessesSkeleton } from './businesses-skeleton';
import { EmptyBusinesses } from './empty-businesses';
import { LoadError } from '@web/ui/load-error';

/** My Business (spec screen "Business Development"): register businesses and keep them up to date. */
export function BusinessTab() {
  const { t } = useTranslation(['business', 'common']);
  const businesses = useBusinesses();
  const { isOpen, setOpen, open, returnFocus, fallbackRef } = useDialogOpener();
  const total = businesses.data?.total ?? 0;
  const atLimit = total >= MAX_BUSINESSES_PER_PERSON;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button ref={fallbackRef} onClick={open} disabled={!businesses.data || atLimit}>
          <Plus aria-hidden="true" />
          {t('registerButton')}
        </Button>
      </div>
      {atLimit && <Alert tone="info">{t('limitReached', { max: MAX_BUSINESSES_PER_PERSON })}</Alert>}
      {businesses.isPending && <BusinessesSkeleton />}
      {businesses.isError && (
        <LoadError
          error={businesses.error}
          message={t('loadError', { message: errorMessage(businesses.error) })}
          onRetry={() => void businesses.refetch()}
        />
      )}
      {businesses.data && total === 0 && <EmptyBusinesses onRegister={open} />}
      {businesses.data && total > 0 && (
        <ul aria-label={t('listLabel')} className="grid gap-4 lg:grid-cols-2">
          {businesses.data.items.map((business) => (
            <li key={business.id}>
              <BusinessCard business={business} />
            </li>
          ))}
        </ul>
      )}
      <BusinessDialog open={isOpen} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
    </div>
  );
}
