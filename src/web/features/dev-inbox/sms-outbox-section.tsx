import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { Card } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { useSmsOutbox } from './api/get-sms-outbox';

/** Development only: the text messages the app would have sent (one-time codes among them), newest first. */
export function SmsOutboxSection() {
  const { t, i18n } = useTranslation('dev');
  const headingId = useId();
  const sms = useSmsOutbox();
  // The mail list above already says when the inbox is not available here.
  if (sms.isError && sms.error instanceof ApiError && sms.error.status === 404) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('sms.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('sms.explanation')}</p>
      {sms.isPending && (
        <>
          <p role="status" className="sr-only">
            {t('sms.loading')}
          </p>
          <Skeleton className="h-20" />
        </>
      )}
      {sms.isError && <p className="text-sm text-destructive">{t('sms.loadError')}</p>}
      {sms.data?.length === 0 && <p className="text-muted-foreground">{t('sms.empty')}</p>}
      {sms.data && sms.data.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('sms.count', { count: sms.data.length })}>
          {sms.data.map((message) => (
            <li key={message.id}>
              <Card className="flex flex-col gap-2 p-4">
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <span>
                    {t('to')}: <span dir="ltr">{message.to}</span>
                  </span>
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
                  <span>{t('sms.parts', { count: message.parts })}</span>
                </p>
                <p className="text-sm break-words whitespace-pre-wrap" data-testid="sms-body">
                  {message.body}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
