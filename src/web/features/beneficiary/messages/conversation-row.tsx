import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '@domain/messages';
import { formatDate } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { cn } from '@web/ui/cn';
import { ListRowButton } from '@web/features/beneficiary/shared/list-row-button';

interface ConversationRowProps {
  conversation: ConversationSummary;
  onOpen: (id: string) => void;
  /** Focus lands here when the reader comes back from this conversation. */
  autoFocus?: boolean;
}

export function ConversationRow({ conversation, onOpen, autoFocus }: ConversationRowProps) {
  const { t, i18n } = useTranslation('messages');
  return (
    <ListRowButton
      onOpen={() => onOpen(conversation.id)}
      autoFocus={autoFocus}
      className={cn(conversation.unread && 'bg-blue-50/60')}
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className={cn('break-words', conversation.unread ? 'font-bold text-slate-950' : 'font-medium')}>
          {conversation.subject}
        </span>
        {conversation.unread && <Badge className="border-blue-200 bg-blue-100 text-blue-900">{t('unread')}</Badge>}
      </span>
      <span
        className={cn(
          'line-clamp-2 text-sm break-words',
          conversation.unread ? 'font-semibold text-slate-900' : 'text-slate-700',
        )}
      >
        {conversation.preview}
      </span>
      <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <time dateTime={conversation.lastMessageAt}>{formatDate(conversation.lastMessageAt, i18n.language)}</time>
        {conversation.replies > 0 && <span>{t('replies', { count: conversation.replies })}</span>}
      </span>
    </ListRowButton>
  );
}
