import { PenSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { ComposeDialog, ConversationThread, usePersonMessages } from '@web/features/staff/messages';

const PAGE_SIZE = 5;

/** The person's conversations in full, to answer them here or start a new one (reading them is audited). */
export function PersonMessagesSection({
  person,
}: {
  person: { id: string; firstName: string; lastName: string; mergedIntoId?: string | null };
}) {
  const { t } = useTranslation('staff-messages');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const messages = usePersonMessages(person.id, page, PAGE_SIZE);
  const name = `${person.firstName} ${person.lastName}`.trim();

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('section.title')}</CardTitle>
        {!person.mergedIntoId && (
          <Button size="sm" variant="outline" onClick={() => setWriting(true)}>
            <PenSquare aria-hidden="true" />
            {t('section.write')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {messages.isPending && <Skeleton className="h-24 w-full" />}
        {messages.isError && (
          <LoadError
            error={messages.error}
            onRetry={() => void messages.refetch()}
            message={t('section.loadFailed', { message: errorMessage(messages.error) })}
          />
        )}
        {messages.data?.total === 0 && <p className="text-sm text-muted-foreground">{t('section.empty')}</p>}
        {messages.data?.items.map((conversation) => (
          <section
            key={conversation.id}
            aria-labelledby={`conversation-${conversation.id}`}
            className="flex flex-col gap-2 border-t border-border pt-3 first:border-t-0 first:pt-0"
          >
            <h3 id={`conversation-${conversation.id}`} className="font-semibold break-words">
              {conversation.subject}
            </h3>
            <ConversationThread conversation={conversation} personName={name} />
          </section>
        ))}
        {messages.data && (
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={messages.data.total}
            onPage={setPage}
            label={t('section.pages')}
          />
        )}
      </CardContent>
      <ComposeDialog open={writing} onOpenChange={setWriting} person={{ id: person.id, name }} />
    </Card>
  );
}
