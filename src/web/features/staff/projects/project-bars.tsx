import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/format';
import { ProgressBar } from '@web/ui/progress-bar';
import type { ProjectSummary } from './api/project-types';
import { formatUsd } from './project-format';

function Bar({ label, value, percent }: { label: string; value: string; percent: number }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-medium">{value}</span>
      </div>
      <ProgressBar value={percent} label={`${label}: ${value}`} />
    </div>
  );
}

/** The spec's three bars: completion; enrolled against target; spent against budget. */
export function ProjectBars({ project }: { project: ProjectSummary }) {
  const { t, i18n } = useTranslation('staff-projects');
  const language = i18n.language;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Bar label={t('bars.completion')} value={`${project.completionRate}%`} percent={project.completionRate} />
      <Bar
        label={t('bars.enrolled')}
        value={t('bars.ofTarget', {
          enrolled: formatNumber(project.enrolled, language),
          target: formatNumber(project.targetBeneficiaries, language),
        })}
        percent={project.enrolmentRate}
      />
      <Bar
        label={t('bars.spent')}
        value={t('bars.ofBudget', {
          spent: formatUsd(project.spent, language, true),
          budget: formatUsd(project.budget, language, true),
        })}
        percent={project.percentSpent}
      />
    </div>
  );
}
