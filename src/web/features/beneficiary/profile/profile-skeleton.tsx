import { useTranslation } from 'react-i18next';
import { Skeleton } from '@web/ui/skeleton';

export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-64" />
      ))}
    </div>
  );
}
