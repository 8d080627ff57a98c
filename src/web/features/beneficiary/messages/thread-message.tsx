import { useTranslation } from 'react-i18next';
import type { ThreadMessage as ThreadMessageData } from '../../../../domain/messages';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../ui/cn';

/** Staff messages sit on the left, the person's own replies on the right, each named in words too. */
export function ThreadMessage({ message }: { message: ThreadMessageData }) {
  const { t, i18n } = useTranslation('messages');
  const mine = message.direction === 'from_beneficiary';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        className={cn(
          'flex max-w-[90%] flex-col gap-1 rounded-lg border px-4 py-3 sm:max-w-[80%]',
          mine ? 'border-blue-200 bg-blue-50' : 'border-border bg-white',
        )}
      >
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="font-semibold">{mine ? t('thread.you') : t('thread.staff')}</span>
          <time dateTime={message.createdAt} className="text-xs text-slate-600">
            {formatDateTime(message.createdAt, i18n.language)}
          </time>
        </p>
        <p className="break-words whitespace-pre-wrap">{message.message}</p>
      </article>
    </li>
  );
}
