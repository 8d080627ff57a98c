import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { cn } from '@web/ui/cn';
import { ApplicationReview } from './application-review';
import { CandidateSearch } from './candidate-search';

/**
 * Application Review, and candidate search as a second view of the same tab
 * (`?view=candidates`): the spec's portal has four tabs and no room for a fifth.
 */
export default function ApplicationsTab() {
  const { t } = useTranslation('hiring');
  const [params] = useSearchParams();
  const view = params.get('view') === 'candidates' ? 'candidates' : 'applications';
  const views = [
    { key: 'applications', to: '?', label: t('views.applications') },
    { key: 'candidates', to: '?view=candidates', label: t('views.candidates') },
  ] as const;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t(view === 'candidates' ? 'candidates.title' : 'title')}</h1>
          <p className="mt-1 text-muted-foreground">{t(view === 'candidates' ? 'candidates.subtitle' : 'subtitle')}</p>
        </div>
        <nav aria-label={t('views.label')}>
          <ul className="flex gap-1 rounded-md border border-border bg-white p-1">
            {views.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  aria-current={view === item.key ? 'page' : undefined}
                  className={cn(
                    'flex min-h-9 items-center rounded px-3 text-sm font-medium',
                    view === item.key ? 'bg-primary text-primary-foreground' : 'text-slate-700 hover:bg-muted',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {view === 'candidates' ? <CandidateSearch /> : <ApplicationReview />}
    </div>
  );
}
