import { PenSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffInboxItem } from '@domain/staff-messages';
import { errorMessage } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { INBOX_PAGE_SIZE, useStaffInbox } from './api/get-inbox';
import { ComposeDialog } from './compose-dialog';
import { ConversationDialog } from './conversation-dialog';

function InboxRow({ item, onOpen }: { item: StaffInboxItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation('staff-messages');
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('page.open', { name: item.personName, subject: item.subject })}
        className={`flex w-full flex-col gap-1 rounded-lg border p-3 text-start hover:bg-muted ${item.unread ? 'border-blue-300 bg-blue-50/40' : 'border-border bg-white'}`}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{item.personName}</span>
          {item.unread && <Badge tone="blue">{t('page.unread')}</Badge>}
          <time dateTime={item.lastMessageAt} className="ms-auto text-xs text-slate-600">
            {formatDateTime(item.lastMessageAt, i18n.language)}
          </time>
        </span>
        <span className="text-sm font-medium break-words">{item.subject}</span>
        <span className="line-clamp-2 text-sm break-words text-slate-700">
          <span className="sr-only">
            {item.lastDirection === 'from_beneficiary' ? t('page.fromPerson') : t('page.fromStaff')}:{' '}
          </span>
          {item.preview}
        </span>
        <span className="text-xs text-slate-600">{t('page.messages', { count: item.messages })}</span>
      </button>
    </li>
  );
}

/** The staff inbox: conversations by latest activity, unread replies marked; write to a group from here. */
export default function MessagesPage() {
  const { t } = useTranslation(['staff-messages', 'staff']);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const [opened, setOpened] = useState<StaffInboxItem | null>(null);
  const inbox = useStaffInbox(page, unreadOnly);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('staff:headings.messages')}</h1>
          <p className="mt-1 text-muted-foreground">{t('page.description')}</p>
        </div>
        <Button onClick={() => setComposing(true)}>
          <PenSquare aria-hidden="true" />
          {t('page.newMessage')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('page.filter')}
          <Select
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(event) => {
              setUnreadOnly(event.target.value === 'unread');
              setPage(1);
            }}
          >
            <option value="all">{t('page.filterAll')}</option>
            <option value="unread">{t('page.filterUnread')}</option>
          </Select>
        </label>
        {inbox.data && inbox.data.unreadTotal > 0 && (
          <Badge tone="blue" data-testid="staff-unread-total">
            {t('page.unreadTotal', { count: inbox.data.unreadTotal })}
          </Badge>
        )}
      </div>
      <div aria-live="polite" aria-busy={inbox.isFetching}>
        {inbox.isPending && <Skeleton className="h-40 w-full" />}
        {inbox.isError && (
          <LoadError
            error={inbox.error}
            message={t('page.loadFailed', { message: errorMessage(inbox.error) })}
            onRetry={() => void inbox.refetch()}
          />
        )}
        {inbox.data && inbox.data.total === 0 && (
          <p className="text-muted-foreground">{unreadOnly ? t('page.emptyUnread') : t('page.empty')}</p>
        )}
        {inbox.data && inbox.data.total > 0 && (
          <ul aria-label={t('staff:headings.messages')} className="flex flex-col gap-2">
            {inbox.data.items.map((item) => (
              <InboxRow key={item.id} item={item} onOpen={() => setOpened(item)} />
            ))}
          </ul>
        )}
      </div>
      {inbox.data && (
        <Pager
          page={page}
          pageSize={INBOX_PAGE_SIZE}
          total={inbox.data.total}
          onPage={setPage}
          label={t('page.pages')}
        />
      )}
      <ComposeDialog open={composing} onOpenChange={setComposing} />
      <ConversationDialog item={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
