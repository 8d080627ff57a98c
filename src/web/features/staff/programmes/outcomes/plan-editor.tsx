import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUESTIONS } from '@domain/programmes/programme-design';
import type { FollowUpOverview } from '@domain/programmes/follow-up-views';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { errorsFromServer } from '../designer/design-draft';
import { newQuestion } from '../designer/question-edits';
import { useSavePlan } from './outcomes-api';
import { moved, newCriterion, planDraftOf, planOfDraft, type PlanDraft, type PlanErrors } from './plan-draft';
import { PlanCriteriaEditor } from './plan-criteria-editor';
import { PlanQuestionEditor } from './plan-question-editor';

/**
 * The follow-up questionnaire, whether people may answer it in the portal, and the graduation criteria, as a
 * designer changes them. A refused save keeps everything typed and puts each message by its field.
 */
export function PlanEditor({ overview, onClose }: { overview: FollowUpOverview; onClose: () => void }) {
  const { t } = useTranslation('staff-outcomes');
  const save = useSavePlan(overview.programmeId);
  const [draft, setDraft] = useState<PlanDraft>(() => planDraftOf(overview));
  const [errors, setErrors] = useState<PlanErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = (next: Partial<PlanDraft>) => setDraft((current) => ({ ...current, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(planOfDraft(draft), {
      onSuccess: () => {
        setErrors({});
        setFailure(null);
        toast.success(t('plan.saved'));
        onClose();
      },
      onError: (error) => {
        setErrors(errorsFromServer(error));
        setFailure(errorMessage(error));
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={t('plan.formLabel')}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <section className="flex flex-col gap-4" aria-labelledby="plan-questions-title">
        <h3 id="plan-questions-title" className="font-semibold">
          {t('plan.questionsTitle')}
        </h3>
        {errors.questions && <p className="text-sm text-destructive">{errors.questions}</p>}
        <ol className="flex flex-col gap-4">
          {draft.questions.map((question, index) => (
            <li key={question.id} className="rounded-md border border-border p-3">
              <PlanQuestionEditor
                question={question}
                number={index + 1}
                count={draft.questions.length}
                errors={errors}
                onChange={(next) =>
                  change({ questions: draft.questions.map((current, at) => (at === index ? next : current)) })
                }
                onMove={(step) => change({ questions: moved(draft.questions, index, step) })}
                onRemove={() => change({ questions: draft.questions.filter((_, at) => at !== index) })}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            disabled={draft.questions.length >= MAX_QUESTIONS}
            onClick={() => change({ questions: [...draft.questions, newQuestion(draft.questions)] })}
          >
            <Plus aria-hidden="true" />
            {t('plan.addQuestion')}
          </Button>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {t('plan.count', { count: draft.questions.length, max: MAX_QUESTIONS })}
          </span>
        </div>
      </section>
      <label className="flex items-start gap-2 text-sm">
        <Checkbox
          className="mt-0.5"
          checked={draft.selfReport}
          onChange={(event) => change({ selfReport: event.target.checked })}
        />
        <span>
          <span className="font-medium">{t('plan.selfReport')}</span>
          <span className="block text-muted-foreground">{t('plan.selfReportHint')}</span>
        </span>
      </label>
      <section className="flex flex-col gap-4" aria-labelledby="plan-criteria-title">
        <h3 id="plan-criteria-title" className="font-semibold">
          {t('plan.criteriaTitle')}
        </h3>
        {errors.graduation && <p className="text-sm text-destructive">{errors.graduation}</p>}
        <PlanCriteriaEditor
          criteria={draft.graduation}
          questions={draft.questions}
          errors={errors}
          onChange={(graduation) => change({ graduation })}
          onAdd={() => change({ graduation: [...draft.graduation, newCriterion(draft)] })}
        />
      </section>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('plan.save')}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t('plan.cancel')}
        </Button>
      </div>
    </form>
  );
}
