import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@web/lib/format';
import { Card } from '@web/ui/card';
import type { OutboxMessage as Message } from './api/get-outbox';
import { LinkedText } from './linked-text';

export function OutboxMessage({ message }: { message: Message }) {
  const { t, i18n } = useTranslation('dev');
  const headingId = useId();
  return (
    <Card>
      <article aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-semibold break-words">
            {message.subject}
          </h2>
          <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
            <span className="break-all">
              {t('to')}: {message.to}
            </span>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
          </p>
        </div>
        <LinkedText text={message.text} />
      </article>
    </Card>
  );
}
