import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';

interface ReportSectionProps<T> {
  heading: string;
  description: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/**
 * One report of the Reports screen: its card with loading, error and empty
 * states. On paper each report starts on a page of its own.
 */
export function ReportSection<T>({ heading, description, query, isEmpty, emptyText, children }: ReportSectionProps<T>) {
  const { t } = useTranslation('staff-reports');
  return (
    <Card className="min-w-0 print:break-after-page print:last:break-after-auto print:border-0 print:shadow-none">
      <CardHeader>
        <CardTitle>{heading}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6" aria-busy={query.isFetching}>
        {query.isPending && (
          <>
            <p className="sr-only" role="status">
              {t('loading')}
            </p>
            <Skeleton className="h-48 w-full" />
          </>
        )}
        {query.isError && (
          <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('loadError', { message: errorMessage(query.error) })}</span>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} className="print:hidden">
              {t('retry')}
            </Button>
          </Alert>
        )}
        {query.data !== undefined && isEmpty(query.data) && <p className="text-muted-foreground">{emptyText}</p>}
        {query.data !== undefined && !isEmpty(query.data) && children(query.data)}
      </CardContent>
    </Card>
  );
}
