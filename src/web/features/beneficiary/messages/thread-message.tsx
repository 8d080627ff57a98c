import { useTranslation } from 'react-i18next';
import type { ThreadMessage as ThreadMessageData } from '@domain/messages';
import { MessageBubble } from '@web/features/beneficiary/shared/message-bubble';

/** Staff messages sit on the left, the person's own replies on the right, each named in words too. */
export function ThreadMessage({ message }: { message: ThreadMessageData }) {
  const { t } = useTranslation('messages');
  const mine = message.direction === 'from_beneficiary';
  return (
    <MessageBubble
      mine={mine}
      author={mine ? t('thread.you') : t('thread.staff')}
      createdAt={message.createdAt}
      body={message.message}
    />
  );
}
