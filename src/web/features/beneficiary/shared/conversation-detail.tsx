import { ChevronLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { LoadError } from '@web/ui/load-error';

interface ConversationDetailProps<T extends { subject: string }> {
  /** The loaded conversation (a message thread or a feedback case) and its query state. */
  query: { data?: T; isLoading: boolean; error: Error | null; refetch: () => unknown };
  onBack: () => void;
  /** Translation namespace and the key prefix of `back`, `loading`, `loadFailed`; `retry` sits at the namespace root. */
  namespace: string;
  keyPrefix: string;
  children: (data: T) => ReactNode;
}

/** A conversation opened from a list: back button, loading and error states, then the subject as heading above its body. */
export function ConversationDetail<T extends { subject: string }>({
  query,
  onBack,
  namespace,
  keyPrefix,
  children,
}: ConversationDetailProps<T>) {
  const { t } = useTranslation(namespace);
  const { data, isLoading, error, refetch } = query;
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(data);
  // A screen reader hears the subject first once the conversation replaces the list.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
        <ChevronLeft aria-hidden="true" />
        {t(`${keyPrefix}.back`)}
      </Button>
      {isLoading && (
        <div className="flex flex-col gap-3" role="status" aria-label={t(`${keyPrefix}.loading`)}>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24" />
        </div>
      )}
      {error && (
        <LoadError
          error={error}
          message={t(`${keyPrefix}.loadFailed`, { message: errorMessage(error) })}
          onRetry={() => void refetch()}
        />
      )}
      {data && (
        <Card>
          <CardHeader>
            <CardTitle
              ref={heading}
              tabIndex={-1}
              className="break-words outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              {data.subject}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">{children(data)}</CardContent>
        </Card>
      )}
    </div>
  );
}
