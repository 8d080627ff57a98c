import { useTranslation } from 'react-i18next';
import { Skeleton } from '@web/ui/skeleton';

/** The dashboard's shape while its figures load, so nothing jumps when they arrive. */
export function DashboardSkeleton() {
  const { t } = useTranslation('staff-dashboard');
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-36" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
