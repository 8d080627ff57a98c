import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Card } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { CONVERSATIONS_PAGE_SIZE, useConversations } from './api/get-conversations';
import { ConversationRow } from './conversation-row';
import { Pager } from '@web/ui/pager';
import { LoadError } from '@web/ui/load-error';

interface ConversationListProps {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
  /** The conversation the reader just left, to return focus to it. */
  returnFocusTo: string | null;
}

export function ConversationList({ page, onPage, onOpen, returnFocusTo }: ConversationListProps) {
  const { t } = useTranslation('messages');
  const { data, isLoading, error, refetch } = useConversations(page);

  if (isLoading) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={t('loading')}>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (error || !data) {
    return (
      <LoadError
        error={error}
        message={t('loadFailed', { message: errorMessage(error) })}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.total === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('empty')}</p>
        <p className="text-sm text-muted-foreground">{t('emptyHint')}</p>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {data.unreadTotal > 0 && <p className="text-sm font-medium">{t('unreadSummary', { count: data.unreadTotal })}</p>}
      <Card className="overflow-hidden">
        <ul aria-label={t('listLabel')} className="divide-y divide-border">
          {data.items.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              onOpen={onOpen}
              autoFocus={conversation.id === returnFocusTo}
            />
          ))}
        </ul>
      </Card>
      <Pager
        page={page}
        pageSize={CONVERSATIONS_PAGE_SIZE}
        total={data.total}
        onPage={onPage}
        label={t('pagination.label')}
      />
    </div>
  );
}
