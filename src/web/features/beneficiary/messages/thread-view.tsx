import { ChevronLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { useConversation } from './api/get-conversation';
import { ReplyForm } from './reply-form';
import { ThreadMessage } from './thread-message';

/** One conversation, oldest first, with the reply box under it. Opening it is reading it. */
export function ThreadView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('messages');
  const { data, isLoading, error, refetch } = useConversation(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(data);
  // A screen reader hears the subject first once the conversation replaces the list.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
        <ChevronLeft aria-hidden="true" />
        {t('thread.back')}
      </Button>
      {isLoading && (
        <div className="flex flex-col gap-3" role="status" aria-label={t('thread.loading')}>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24" />
        </div>
      )}
      {error && (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('thread.loadFailed', { message: errorMessage(error) })}</span>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {data && (
        <Card>
          <CardHeader>
            <CardTitle ref={heading} tabIndex={-1} className="break-words outline-none focus-visible:ring-2 focus-visible:ring-primary">
              {data.subject}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <ol aria-label={t('thread.label')} className="flex flex-col gap-3">
              {data.messages.map((message) => (
                <ThreadMessage key={message.id} message={message} />
              ))}
            </ol>
            <ReplyForm conversationId={data.id} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
