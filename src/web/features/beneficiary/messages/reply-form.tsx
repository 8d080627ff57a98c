import { MESSAGE_MAX_LENGTH, replySchema } from '@domain/messages';
import { ReplyForm as SharedReplyForm } from '@web/features/beneficiary/shared/reply-form';
import { useSendReply } from './api/send-reply';

export function ReplyForm({ conversationId }: { conversationId: string }) {
  const send = useSendReply(conversationId);
  return (
    <SharedReplyForm
      schema={replySchema}
      maxLength={MESSAGE_MAX_LENGTH}
      send={send}
      namespace="messages"
      keyPrefix="reply"
      keptAs={`reply:${conversationId}`}
    />
  );
}
