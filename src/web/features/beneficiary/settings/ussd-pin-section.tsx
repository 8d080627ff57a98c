import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { useOnlineStatus } from '@web/lib/online-status';
import { Alert } from '@web/ui/alert';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { Spinner } from '@web/ui/spinner';
import { useRemoveUssdPin, useUssdPin } from './api/ussd-pin';
import { SectionCard } from './section-card';
import { UssdPinSetForm } from './ussd-pin-form';

type Outcome = 'saved' | 'removed' | null;

/**
 * The PIN the phone menu (USSD) asks before it shows payments, applications or complaints. The menu
 * answers only a verified number, so until then the section says where to verify it.
 */
export function UssdPinSection() {
  const { t } = useTranslation('ussd');
  const status = useUssdPin();
  const remove = useRemoveUssdPin();
  const online = useOnlineStatus();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);

  const onRemove = () => {
    setOutcome(null);
    setRemoveFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => setOutcome('removed'),
      onError: (error) => setRemoveFailure(errorMessage(error)),
    });
  };

  return (
    <SectionCard title={t('pin.title')} description={t('pin.description')}>
      {status.isPending && (
        <>
          <p role="status" className="sr-only">
            {t('pin.loading')}
          </p>
          <Skeleton className="h-24 w-full" />
        </>
      )}
      {status.isError && (
        <LoadError
          error={status.error}
          message={t('pin.loadError', { message: errorMessage(status.error) })}
          onRetry={() => void status.refetch()}
        />
      )}
      {status.data && !status.data.phoneVerified && (
        <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('pin.phoneNotVerified')}</span>
          <Button variant="outline" size="sm" disabled={status.isFetching} onClick={() => void status.refetch()}>
            {status.isFetching && <Spinner />}
            {t('pin.checkAgain')}
          </Button>
        </Alert>
      )}
      {status.data?.phoneVerified && (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t('pin.statusLabel')}</span>
            <Badge tone={status.data.isSet ? 'green' : 'yellow'}>
              {status.data.isSet ? t('pin.isSet') : t('pin.notSet')}
            </Badge>
          </p>
          {/* In the page from the start, so a screen reader hears the outcome when it appears. */}
          <p
            role="status"
            className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900 empty:hidden"
          >
            {outcome && t(outcome === 'saved' ? 'pin.saved' : 'pin.removed')}
          </p>
          {!online && <Alert tone="info">{t('pin.offline')}</Alert>}
          <UssdPinSetForm isSet={status.data.isSet} online={online} onSaved={() => setOutcome('saved')} />
          {status.data.isSet && (
            <div className="flex flex-col gap-2 border-t border-border pt-4">
              {removeFailure && <Alert tone="error">{t('pin.removeFailed', { message: removeFailure })}</Alert>}
              <p className="text-sm text-muted-foreground">{t('pin.removeHint')}</p>
              <Button
                variant="outline"
                className="self-start"
                disabled={remove.isPending || !online}
                onClick={onRemove}
              >
                {remove.isPending && <Spinner />}
                {remove.isPending ? t('pin.removing') : t('pin.remove')}
              </Button>
            </div>
          )}
        </>
      )}
    </SectionCard>
  );
}
