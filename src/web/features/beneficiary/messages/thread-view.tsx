import { useTranslation } from 'react-i18next';
import { ConversationDetail } from '@web/features/beneficiary/shared/conversation-detail';
import { useConversation } from './api/get-conversation';
import { ReplyForm } from './reply-form';
import { ThreadMessage } from './thread-message';

/** One conversation, oldest first, with the reply box under it. Opening it is reading it. */
export function ThreadView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('messages');
  const query = useConversation(id);
  return (
    <ConversationDetail query={query} onBack={onBack} namespace="messages" keyPrefix="thread">
      {(data) => (
        <>
          <ol aria-label={t('thread.label')} className="flex flex-col gap-3">
            {data.messages.map((message) => (
              <ThreadMessage key={message.id} message={message} />
            ))}
          </ol>
          <ReplyForm conversationId={data.id} />
        </>
      )}
    </ConversationDetail>
  );
}
