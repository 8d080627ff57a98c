import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmployerApplicationDetail } from '@domain/job-application-status';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { cn } from '@web/ui/cn';
import { useApplicationAction } from './api/application-actions';

/** Five toggle buttons; the chosen number is announced as pressed. */
export function RatingPicker({ application }: { application: EmployerApplicationDetail }) {
  const { t } = useTranslation('hiring');
  const action = useApplicationAction(application.id);
  const rate = (rating: number) =>
    action.mutate(
      { kind: 'rating', rating },
      { onSuccess: () => toast.success(t('rating.saved')), onError: (error) => toast.error(errorMessage(error)) },
    );

  return (
    <div role="group" aria-label={t('rating.label')} className="flex flex-wrap items-center gap-1">
      <span className="me-2 text-sm font-semibold" aria-hidden="true">
        {t('rating.label')}
      </span>
      {[1, 2, 3, 4, 5].map((value) => {
        const filled = application.rating !== null && value <= application.rating;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={application.rating === value}
            aria-label={t('rating.option', { count: value })}
            disabled={action.isPending}
            onClick={() => rate(value)}
            className="flex size-10 items-center justify-center rounded-md hover:bg-muted"
          >
            <Star
              aria-hidden="true"
              className={cn('size-5', filled ? 'fill-amber-500 text-amber-600' : 'text-slate-500')}
            />
          </button>
        );
      })}
    </div>
  );
}
