import { useTranslation } from 'react-i18next';
import { Skeleton } from '@web/ui/skeleton';

/** The dashboard's shape while it loads, so nothing jumps when the figures arrive. */
export function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-56" />
        ))}
      </div>
    </div>
  );
}
