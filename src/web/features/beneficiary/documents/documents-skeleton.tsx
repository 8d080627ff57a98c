import { useTranslation } from 'react-i18next';
import { Card } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';

/** Three placeholder cards while the list loads (spec); the words are for screen readers. */
export function DocumentsSkeleton() {
  const { t } = useTranslation('documents');
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      {[0, 1, 2].map((index) => (
        <Card key={index} className="flex flex-col gap-3 p-4" aria-hidden="true">
          <div className="flex items-center gap-3">
            <Skeleton className="size-6 rounded-full" />
            <Skeleton className="h-5 flex-1" />
            <Skeleton className="h-5 w-20" />
          </div>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-9 w-48" />
        </Card>
      ))}
    </div>
  );
}
