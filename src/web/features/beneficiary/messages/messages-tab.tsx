import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationList } from './conversation-list';
import { ThreadView } from './thread-view';

/** Messages: the inbox of conversations with staff; one opens in place of the list. */
export function MessagesTab() {
  const { t } = useTranslation('messages');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpenedId, setLastOpenedId] = useState<string | null>(null);

  const open = (id: string) => {
    setOpenId(id);
    setLastOpenedId(id);
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby={headingId}>
      <div className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-semibold">
          {t('title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      {openId ? (
        <ThreadView id={openId} onBack={() => setOpenId(null)} />
      ) : (
        <ConversationList page={page} onPage={setPage} onOpen={open} returnFocusTo={lastOpenedId} />
      )}
    </section>
  );
}
