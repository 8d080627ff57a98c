import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Skeleton } from '@web/ui/skeleton';
import { LoadError } from '@web/ui/load-error';

interface TabPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** A tab's page: its heading and one-line purpose above a column of cards. */
export function TabPage({ title, subtitle, children }: TabPageProps) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-1 text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}

interface QueryStatusProps {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** Translation namespace holding `loading`, `loadError` and `retry`. */
  namespace: string;
  /** Class names of the placeholder blocks, shaped like the cards to come. */
  skeletons: string[];
}

/** While the tab's data loads: placeholders and a status for screen readers; if it fails: the reason and a retry. */
export function QueryStatus({ query, namespace, skeletons }: QueryStatusProps) {
  const { t } = useTranslation(namespace);
  return (
    <>
      {query.isPending && (
        <div className="flex flex-col gap-4">
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          {skeletons.map((className) => (
            <Skeleton key={className} className={className} />
          ))}
        </div>
      )}
      {query.isError && (
        <LoadError
          error={query.error}
          message={t('loadError', { message: errorMessage(query.error) })}
          onRetry={() => void query.refetch()}
        />
      )}
    </>
  );
}
