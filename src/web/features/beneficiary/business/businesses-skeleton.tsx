import { useTranslation } from 'react-i18next';
import { Card } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';

/** Two placeholder cards while the list loads; the words are for screen readers. */
export function BusinessesSkeleton() {
  const { t } = useTranslation('business');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      {[0, 1].map((index) => (
        <Card key={index} className="flex flex-col gap-3 p-4" aria-hidden="true">
          <div className="flex items-center gap-3">
            <Skeleton className="h-5 flex-1" />
            <Skeleton className="h-5 w-20" />
          </div>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-9 w-28" />
        </Card>
      ))}
    </div>
  );
}
