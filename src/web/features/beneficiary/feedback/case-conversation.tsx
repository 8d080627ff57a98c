import { useTranslation } from 'react-i18next';
import type { FeedbackReply } from '@domain/feedback';
import { MessageBubble } from '@web/features/beneficiary/shared/message-bubble';

/** The agency's replies on the left, named only as "the agency"; the person's follow-ups on the right. */
export function CaseConversation({ replies }: { replies: FeedbackReply[] }) {
  const { t } = useTranslation('feedback');
  if (replies.length === 0) return <p className="text-sm text-muted-foreground">{t('detail.noReplies')}</p>;
  return (
    <ol aria-label={t('detail.conversation')} className="flex flex-col gap-3">
      {replies.map((reply) => {
        const mine = reply.direction === 'from_beneficiary';
        return (
          <MessageBubble
            key={reply.id}
            mine={mine}
            author={mine ? t('detail.you') : t('detail.agency')}
            createdAt={reply.createdAt}
            body={reply.body}
          />
        );
      })}
    </ol>
  );
}
