import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@web/lib/format';
import { cn } from '@web/ui/cn';

interface MessageBubbleProps {
  /** The person's own words sit on the right, the agency's on the left. */
  mine: boolean;
  /** Who wrote it, in words, so the side is not the only cue. */
  author: string;
  createdAt: string;
  body: string;
}

/** One message of a conversation, as an item of its list. */
export function MessageBubble({ mine, author, createdAt, body }: MessageBubbleProps) {
  const { i18n } = useTranslation();
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        className={cn(
          'flex max-w-[90%] flex-col gap-1 rounded-lg border px-4 py-3 sm:max-w-[80%]',
          mine ? 'border-blue-200 bg-blue-50' : 'border-border bg-white',
        )}
      >
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="font-semibold">{author}</span>
          <time dateTime={createdAt} className="text-xs text-slate-600">
            {formatDateTime(createdAt, i18n.language)}
          </time>
        </p>
        <p className="break-words whitespace-pre-wrap">{body}</p>
      </article>
    </li>
  );
}
