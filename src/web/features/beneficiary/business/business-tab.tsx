import { Plus } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BUSINESSES_PER_PERSON } from '../../../../domain/business';
import { errorMessage } from '../../../lib/api';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useBusinesses } from './api/get-businesses';
import { BusinessCard } from './business-card';
import { BusinessDialog } from './business-dialog';
import { BusinessesSkeleton } from './businesses-skeleton';
import { EmptyBusinesses } from './empty-businesses';

/** My Business (spec screen "Business Development"): register businesses and keep them up to date. */
export function BusinessTab() {
  const { t } = useTranslation(['business', 'common']);
  const businesses = useBusinesses();
  const [registerOpen, setRegisterOpen] = useState(false);
  const headerButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const total = businesses.data?.total ?? 0;
  const atLimit = total >= MAX_BUSINESSES_PER_PERSON;

  const openRegister = (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setRegisterOpen(true);
  };
  // The empty state's button is gone after a first registration: focus then returns to the title's button.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : headerButton.current)?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button ref={headerButton} onClick={openRegister} disabled={!businesses.data || atLimit}>
          <Plus aria-hidden="true" />
          {t('registerButton')}
        </Button>
      </div>
      {atLimit && <Alert tone="info">{t('limitReached', { max: MAX_BUSINESSES_PER_PERSON })}</Alert>}
      {businesses.isPending && <BusinessesSkeleton />}
      {businesses.isError && (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('loadError', { message: errorMessage(businesses.error) })}</span>
          <Button variant="outline" size="sm" onClick={() => void businesses.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {businesses.data && total === 0 && <EmptyBusinesses onRegister={openRegister} />}
      {businesses.data && total > 0 && (
        <ul aria-label={t('listLabel')} className="grid gap-4 lg:grid-cols-2">
          {businesses.data.items.map((business) => (
            <li key={business.id}>
              <BusinessCard business={business} />
            </li>
          ))}
        </ul>
      )}
      <BusinessDialog open={registerOpen} onOpenChange={setRegisterOpen} onCloseAutoFocus={returnFocus} />
    </div>
  );
}
