import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@web/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import type { ProjectDetails } from './api/project-types';
import { ProjectBars } from './project-bars';
import { formatUsd } from './project-format';

/** The project's facts and figures, with the attendance rate of its activities. */
export function ProjectFigures({ project }: { project: ProjectDetails }) {
  const { t, i18n } = useTranslation('staff-projects');
  const language = i18n.language;
  const facts: [string, string][] = [
    [t('fields.type'), t(`types.${project.type}`)],
    [t('fields.location'), t(`camps.${project.location}`, { defaultValue: project.location })],
    [
      t('details.period'),
      t('dateRange', { start: formatDate(project.startDate, language), end: formatDate(project.endDate, language) }),
    ],
    [t('fields.targetBeneficiaries'), formatNumber(project.targetBeneficiaries, language)],
    [t('details.enrolled'), formatNumber(project.enrolled, language)],
    [t('details.completed'), formatNumber(project.completed, language)],
    [t('fields.budget'), formatUsd(project.budget, language)],
    [t('details.spent'), formatUsd(project.spent, language)],
    [t('details.attendanceRate'), `${project.attendanceRate}%`],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('details.figures')}</CardTitle>
        {project.description && <p className="text-sm text-muted-foreground">{project.description}</p>}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <ProjectBars project={project} />
      </CardContent>
    </Card>
  );
}
