import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { useOnlineStatus } from '@web/lib/online-status';
import { Alert } from '@web/ui/alert';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { Spinner } from '@web/ui/spinner';
import { usePhoneVerification, useSendPhoneCode } from './api/phone-verification';
import { PhoneCodeForm } from './phone-code-form';
import { SectionCard } from './section-card';

/**
 * The phone number on the profile and whether the person proved it is theirs, by a code sent to it.
 * Nothing else is texted to a number until then.
 */
export function PhoneVerificationSection() {
  const { t, i18n } = useTranslation('settings');
  const status = usePhoneVerification();
  const send = useSendPhoneCode();
  const online = useOnlineStatus();
  const [sentUntil, setSentUntil] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<string | null>(null);

  const onSend = () => {
    setSendFailure(null);
    send.mutate(undefined, {
      onSuccess: (sent) => setSentUntil(sent.expiresAt),
      onError: (error) => setSendFailure(errorMessage(error)),
    });
  };

  const data = status.data;
  return (
    <SectionCard title={t('phone.title')} description={t('phone.description')}>
      {status.isPending && (
        <>
          <p role="status" className="sr-only">
            {t('phone.loading')}
          </p>
          <Skeleton className="h-20 w-full" />
        </>
      )}
      {status.isError && (
        <LoadError
          error={status.error}
          message={t('phone.loadError', { message: errorMessage(status.error) })}
          onRetry={() => void status.refetch()}
        />
      )}
      {data && !data.phoneNumber && <Alert tone="info">{t('phone.noPhone')}</Alert>}
      {data?.phoneNumber && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t('phone.number')}</span>
          <span dir="ltr" className="font-medium">
            {data.phoneNumber}
          </span>
          <Badge tone={data.verified ? 'green' : 'yellow'}>
            {data.verified ? t('phone.verified') : t('phone.notVerified')}
          </Badge>
        </p>
      )}
      {data?.verified && data.verifiedAt && (
        <p className="text-sm text-muted-foreground">
          {t('phone.verifiedOn', { date: formatDateTime(data.verifiedAt, i18n.language) })}
        </p>
      )}
      {data?.phoneNumber && !data.verified && (
        <>
          <p className="text-sm text-muted-foreground">{t('phone.why')}</p>
          {!online && <Alert tone="info">{t('phone.offline')}</Alert>}
          {sendFailure && <Alert tone="error">{sendFailure}</Alert>}
          {/* In the page from the start, so a screen reader hears that the code is on its way. */}
          <p role="status" className="text-sm empty:hidden">
            {sentUntil && t('phone.sent', { time: formatDateTime(sentUntil, i18n.language) })}
          </p>
          <Button
            variant={sentUntil ? 'outline' : 'default'}
            className="self-start"
            disabled={send.isPending || !online}
            onClick={onSend}
          >
            {send.isPending ? <Spinner /> : <MessageSquareText aria-hidden="true" />}
            {send.isPending ? t('phone.sending') : sentUntil ? t('phone.sendAgain') : t('phone.send')}
          </Button>
          {sentUntil && <PhoneCodeForm online={online} />}
        </>
      )}
    </SectionCard>
  );
}
