import { GraduationCap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSkillAreaKey, type SkillArea } from '@domain/skills-assessment';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { useSkillsAssessment } from '@web/features/beneficiary/skills';

/** Read-only: the assessment is edited on its own tab, this shows the profile what it says. */
export function SkillsSummaryCard() {
  const { t } = useTranslation('skills');
  const headingId = useId();
  const { data } = useSkillsAssessment();
  if (!data) return null;
  const { assessment } = data;
  const skillName = (entry: SkillArea) => {
    if (entry.area === 'other' && entry.detail) return entry.detail;
    return isSkillAreaKey(entry.area) ? t(`areas.${entry.area}`) : entry.area;
  };

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle id={headingId} className="flex items-center gap-2">
            <GraduationCap className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {t('summary.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {assessment ? (
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="font-medium">{t('summary.skills')}</dt>
                <dd className="text-muted-foreground">
                  {assessment.skillAreas
                    .map((entry) =>
                      t('summary.withLevel', { name: skillName(entry), level: t(`levels.${entry.level}`) }),
                    )
                    .join(', ')}
                </dd>
              </div>
              <div>
                <dt className="font-medium">{t('summary.languages')}</dt>
                <dd className="text-muted-foreground">
                  {assessment.languages.length === 0
                    ? t('summary.none')
                    : assessment.languages
                        .map((entry) =>
                          t('summary.withLevel', { name: entry.language, level: t(`languageLevels.${entry.level}`) }),
                        )
                        .join(', ')}
                </dd>
              </div>
              <div>
                <dt className="font-medium">{t('summary.experience')}</dt>
                <dd className="text-muted-foreground">{t('summary.years', { count: assessment.experienceYears })}</dd>
              </div>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t('summary.empty')}</p>
          )}
          <Button asChild variant={assessment ? 'outline' : 'default'} className="self-start">
            <Link to="/beneficiary/skills">{t(assessment ? 'summary.update' : 'summary.start')}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
