import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  skillsAssessmentInputSchema,
  type SkillsAssessment,
  type SkillsAssessmentInput,
} from '@domain/skills-assessment';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { useSaveSkillsAssessment } from './api/save-skills-assessment';
import { ExperienceFieldset } from './experience-fieldset';
import { LanguagesFieldset } from './languages-fieldset';
import { SkillAreasFieldset } from './skill-areas-fieldset';
import { toFormValues } from './skills-form-values';

/** The whole assessment in one form: it is short, and saved in full each time. */
export function SkillsForm({ assessment }: { assessment: SkillsAssessment | null }) {
  const { t, i18n } = useTranslation('skills');
  const save = useSaveSkillsAssessment();
  const form = useForm<SkillsAssessmentInput>({
    resolver: zodResolver(skillsAssessmentInputSchema),
    defaultValues: toFormValues(assessment),
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('form.saved'));
    } catch (error) {
      toast.error(t('form.failed'), {
        description: applyServerErrors(error, skillsAssessmentInputSchema.shape, form.setError),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <SkillAreasFieldset form={form} />
      <LanguagesFieldset form={form} />
      <ExperienceFieldset form={form} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : <Save aria-hidden="true" />}
          {isSubmitting ? t('form.saving') : t('form.submit')}
        </Button>
        {assessment && (
          <p className="text-sm text-muted-foreground">
            {t('lastSaved', {
              date: formatDate(assessment.updatedAt, i18n.language),
              years: assessment.experienceYears,
              count: assessment.experienceYears,
            })}
          </p>
        )}
      </div>
    </form>
  );
}
