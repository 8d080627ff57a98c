import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffInboxItem } from '../../../../domain/staff-messages';
import { errorMessage } from '../../../lib/api';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { usePersonMessages } from './api/get-person-messages';
import { ConversationThread } from './conversation-thread';
import { useReturnFocus } from './use-return-focus';

/** Enough of the person's conversations to find the one opened from the inbox (people rarely have more). */
const PERSON_PAGE_SIZE = 100;

function ConversationBody({ item }: { item: StaffInboxItem }) {
  const { t } = useTranslation('staff-messages');
  const messages = usePersonMessages(item.beneficiaryId, 1, PERSON_PAGE_SIZE);
  if (messages.isPending) {
    return (
      <div className="flex flex-col gap-2">
        <p className="sr-only" role="status">
          {t('conversation.loading')}
        </p>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (messages.isError) {
    return <LoadError error={messages.error} onRetry={() => void messages.refetch()} message={t('conversation.loadFailed', { message: errorMessage(messages.error) })} />;
  }
  const conversation = messages.data.items.find((candidate) => candidate.id === item.id);
  if (!conversation) return <p className="text-sm text-muted-foreground">{t('conversation.notFound')}</p>;
  return <ConversationThread conversation={conversation} personName={item.personName} />;
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
