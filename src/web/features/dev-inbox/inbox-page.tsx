import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { LanguageSwitcher } from '@web/ui/language-switcher';
import { Skeleton } from '@web/ui/skeleton';
import { useOutbox } from './api/get-outbox';
import { OutboxMessage } from './outbox-message';
import { useSmsOutbox } from './api/get-sms-outbox';
import { SmsOutboxSection } from './sms-outbox-section';
import { MAIN_CONTENT_ID, SkipLink } from '@web/ui/skip-link';

function InboxContent() {
  const { t } = useTranslation('dev');
  const inbox = useOutbox();

  if (inbox.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (inbox.isError) {
    if (inbox.error instanceof ApiError && inbox.error.status === 404)
      return <Alert tone="info">{t('notAvailable')}</Alert>;
    return (
      <Alert tone="error">
        {t('loadError')} {errorMessage(inbox.error)}
      </Alert>
    );
  }
  if (inbox.data.length === 0) return <p className="text-muted-foreground">{t('empty')}</p>;
  return (
    <>
      <p className="text-sm text-muted-foreground">{t('count', { count: inbox.data.length })}</p>
      <ul className="flex flex-col gap-4">
        {inbox.data.map((message) => (
          <li key={message.id}>
            <OutboxMessage message={message} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Development only: the e-mails the app would have sent, with their links clickable, and its text messages. */
export function InboxPage() {
  const { t } = useTranslation(['dev', 'common']);
  const inbox = useOutbox();
  const sms = useSmsOutbox();
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className="rounded-sm text-sm font-semibold text-slate-800 hover:underline">
            {t('common:appName')}
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <h1 className="text-2xl font-semibold">{t('dev:title')}</h1>
            <p className="mt-1 text-muted-foreground">{t('dev:explanation')}</p>
          </div>
          <Button
            variant="outline"
            onClick={() => void Promise.all([inbox.refetch(), sms.refetch()])}
            disabled={inbox.isFetching || sms.isFetching}
          >
            <RefreshCw className={inbox.isFetching ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
            {inbox.isFetching ? t('dev:refreshing') : t('dev:refresh')}
          </Button>
        </div>
        <InboxContent />
        <SmsOutboxSection />
      </main>
    </div>
  );
}
