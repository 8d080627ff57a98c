import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@domain/programme-application';
import { formatDate } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { ProgrammeIcon } from './programme-icon';
import { ProgressBar } from '@web/ui/progress-bar';
import { SelectionNote } from './selection-note';
import { ApplicationStatusBadge } from './status-badge';

interface ApplicationCardProps {
  application: ApplicationSummary;
  onViewDetails: (id: string) => void;
  onContinue: (id: string) => void;
  /** This draft is being fetched to continue it. */
  continuing: boolean;
}

export function ApplicationCard({ application: a, onViewDetails, onContinue, continuing }: ApplicationCardProps) {
  const { t, i18n } = useTranslation(['applications', 'programmes']);
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : t('card.tbd'));
  const isDraft = a.status === 'draft';
  const nameForScreenReaders = <span className="sr-only">: {a.programName}</span>;

  return (
    <li className="flex flex-col gap-4 rounded-lg border border-border bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <ProgrammeIcon type={a.programType} />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words">{a.programName}</h2>
          <p className="text-sm text-muted-foreground">
            {isDraft
              ? t('card.startedOn', { date: date(a.createdAt) })
              : t('card.appliedOn', { date: date(a.applicationDate ?? a.createdAt) })}
          </p>
        </div>
        <ApplicationStatusBadge status={a.status} />
      </div>
      {a.completionPercentage > 0 && (
        <div className="flex flex-col gap-1">
          <div className="flex justify-between text-sm">
            <span>{t('card.progress')}</span>
            <span>{a.completionPercentage}%</span>
          </div>
          <ProgressBar value={a.completionPercentage} label={t('card.progress')} />
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('card.startDate')}</dt>
          <dd>{date(a.startDate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('card.endDate')}</dt>
          <dd>{date(a.endDate)}</dd>
        </div>
        {a.priorityScore !== null && (
          <div>
            <dt className="text-muted-foreground">{t('card.priorityScore')}</dt>
            <dd>{t('card.score', { score: a.priorityScore })}</dd>
          </div>
        )}
      </dl>
      <SelectionNote selection={a.selection} />
      {a.enrolledProject && (
        <p className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <span className="font-medium">{t('card.enrolledProject')}: </span>
          <span>
            {t('card.enrolledProjectValue', { name: a.enrolledProject.name, location: a.enrolledProject.location })}
          </span>
        </p>
      )}
      {a.reviewerNotes && (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">{t('card.reviewerNotes')}</p>
          <p className="break-words">{a.reviewerNotes}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <p className="text-xs text-muted-foreground">
          {t('card.lastUpdated', { date: formatDate(a.updatedAt, i18n.language) })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onViewDetails(a.id)}>
            {t('card.viewDetails')}
            {nameForScreenReaders}
          </Button>
          {isDraft && (
            <Button size="sm" onClick={() => onContinue(a.id)} disabled={continuing}>
              {continuing && <Spinner />}
              {t('card.continue')}
              {nameForScreenReaders}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
