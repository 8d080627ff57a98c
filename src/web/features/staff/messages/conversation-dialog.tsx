import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffInboxItem } from '@domain/staff-messages';
import { errorMessage } from '@web/lib/api';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useConversation } from './api/get-conversation';
import { ConversationThread } from './conversation-thread';
import { useReturnFocus } from './use-return-focus';

function ConversationBody({ item }: { item: StaffInboxItem }) {
  const { t } = useTranslation('staff-messages');
  const conversation = useConversation(item.id);
  if (conversation.isPending) {
    return (
      <div className="flex flex-col gap-2">
        <p className="sr-only" role="status">
          {t('conversation.loading')}
        </p>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <LoadError
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
        message={t('conversation.loadFailed', { message: errorMessage(conversation.error) })}
      />
    );
  }
  return <ConversationThread conversation={conversation.data} personName={item.personName} />;
}

/** One conversation opened from the inbox; opening it reads the person's replies. */
export function ConversationDialog({ item, onClose }: { item: StaffInboxItem | null; onClose: () => void }) {
  const { t } = useTranslation('staff-messages');
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" {...returnFocus}>
        {item && (
          <>
            <DialogTitle>{t('conversation.title', { name: item.personName })}</DialogTitle>
            <DialogDescription className="flex flex-wrap gap-x-3">
              <span className="font-medium">{item.subject}</span>
              <Link to={`/staff/beneficiaries/${item.beneficiaryId}`} className="text-primary underline">
                {t('page.record', { name: item.personName })}
              </Link>
            </DialogDescription>
            <ConversationBody item={item} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
