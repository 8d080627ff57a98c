import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { localeOf } from '@web/lib/languages';
import { Badge } from '@web/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { usePersonTextMessages } from './api/get-person-text-messages';
import { textMessageFailure, textMessageSubject } from './text-message-labels';

const PAGE_SIZE = 5;
const STATUS_TONES = { queued: 'yellow', sent: 'blue', delivered: 'green', failed: 'red', refused: 'red' } as const;

/** The text messages sent to the person: when, about what, where each is, and what it cost (reading them is audited). */
export function TextMessagesSection({ beneficiaryId }: { beneficiaryId: string }) {
  const { t, i18n } = useTranslation('staff-record');
  const [page, setPage] = useState(1);
  const messages = usePersonTextMessages(beneficiaryId, page, PAGE_SIZE);
  const cost = (cents: number) =>
    new Intl.NumberFormat(localeOf(i18n.language), { style: 'currency', currency: 'KES' }).format(cents / 100);
  const data = messages.data;
  const headingId = useId();

  return (
    <Card className="min-w-0" role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t('textMessages.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {messages.isPending && <Skeleton className="h-24 w-full" />}
        {messages.isError && (
          <LoadError
            error={messages.error}
            onRetry={() => void messages.refetch()}
            message={t('textMessages.loadFailed', { message: errorMessage(messages.error) })}
          />
        )}
        {data && (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t('textMessages.phone')}</span>
            <Badge tone={data.phoneVerified ? 'green' : 'yellow'}>
              {data.phoneVerified ? t('textMessages.phoneVerified') : t('textMessages.phoneNotVerified')}
            </Badge>
            {data.phoneVerifiedAt && (
              <span className="text-muted-foreground">
                {t('textMessages.verifiedOn', { date: formatDateTime(data.phoneVerifiedAt, i18n.language) })}
              </span>
            )}
          </p>
        )}
        {data?.total === 0 && <p className="text-sm text-muted-foreground">{t('textMessages.empty')}</p>}
        {data && data.items.length > 0 && (
          <ul className="flex flex-col divide-y divide-border">
            {data.items.map((message) => (
              <li key={message.id} className="flex flex-col gap-1 py-3 first:pt-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium break-words">{textMessageSubject(t, message)}</span>
                  <Badge tone={STATUS_TONES[message.status]}>{t(`textMessages.statuses.${message.status}`)}</Badge>
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
                  <span>{t('textMessages.parts', { count: message.parts })}</span>
                  <span>
                    {message.costCents === null
                      ? t('textMessages.noCost')
                      : t('textMessages.cost', { cost: cost(message.costCents) })}
                  </span>
                </p>
                {message.failureCode && (
                  <p className="text-sm text-destructive">{textMessageFailure(t, message.failureCode)}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label={t('textMessages.pages')} />
        )}
      </CardContent>
    </Card>
  );
}
