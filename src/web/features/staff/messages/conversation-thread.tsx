import { useTranslation } from 'react-i18next';
import type { StaffConversation } from '@domain/staff-messages';
import { formatDateTime } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { StaffReplyForm } from './staff-reply-form';

/** A conversation oldest first, the person's side on the left and staff's on the right, with the reply box under it. */
export function ConversationThread({
  conversation,
  personName,
}: {
  conversation: StaffConversation;
  personName: string;
}) {
  const { t, i18n } = useTranslation('staff-messages');
  return (
    <div className="flex flex-col gap-3">
      {conversation.broadcast && <Badge className="self-start">{t('conversation.broadcast')}</Badge>}
      <ol className="flex flex-col gap-2">
        {conversation.messages.map((message) => {
          const fromPerson = message.direction === 'from_beneficiary';
          const author = fromPerson
            ? personName || t('conversation.personFallback')
            : (message.senderName ?? t('conversation.unknownStaff'));
          return (
            <li
              key={message.id}
              className={`max-w-[90%] rounded-lg border px-3 py-2 ${fromPerson ? 'self-start border-slate-200 bg-white' : 'self-end border-blue-100 bg-blue-50'}`}
            >
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                <span className="font-medium text-slate-800">{author}</span>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
                {fromPerson && !message.read && <Badge tone="blue">{t('conversation.new')}</Badge>}
                {!fromPerson && <span>{message.read ? t('conversation.read') : t('conversation.unreadByPerson')}</span>}
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-line">{message.message}</p>
            </li>
          );
        })}
      </ol>
      <StaffReplyForm threadId={conversation.id} />
    </div>
  );
}
