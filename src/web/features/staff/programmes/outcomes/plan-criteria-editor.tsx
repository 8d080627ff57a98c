import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_GRADUATION_CRITERIA } from '@domain/programmes/follow-up';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { COMPARISONS, mayJudge, type Comparison, type CriterionDraft, type PlanErrors } from './plan-draft';

type Language = 'en' | 'sw' | 'so' | 'ar';

/**
 * Graduation criteria built from the questionnaire's yes/no and number questions: which question, how it is
 * compared ("is yes", "at least", "per household member at least"), the value, and at which round.
 */
export function PlanCriteriaEditor({
  criteria,
  questions,
  errors,
  onChange,
  onAdd,
}: {
  criteria: CriterionDraft[];
  questions: ProgrammeQuestion[];
  errors: PlanErrors;
  onChange: (criteria: CriterionDraft[]) => void;
  onAdd: () => void;
}) {
  const { t, i18n } = useTranslation('staff-outcomes');
  const judged = questions.filter(mayJudge);
  const labelOf = (question: ProgrammeQuestion) =>
    question.label[i18n.language as Language] || question.label.en || question.id;
  const update = (index: number, change: Partial<CriterionDraft>) =>
    onChange(criteria.map((current, at) => (at === index ? { ...current, ...change } : current)));
  return (
    <div className="flex flex-col gap-4">
      {criteria.length === 0 && <p className="text-sm text-muted-foreground">{t('plan.noCriteria')}</p>}
      <ol className="flex flex-col gap-4">
        {criteria.map((criterion, index) => {
          const path = `graduation.${index}`;
          const number = index + 1;
          // A criterion naming a question no longer asked keeps it listed, so the server's message has a place.
          const listed = judged.some((question) => question.id === criterion.question);
          return (
            <li key={criterion.key} className="rounded-md border border-border p-3">
              <fieldset className="flex min-w-0 flex-col gap-3">
                <legend className="mb-2 text-sm font-semibold">{t('plan.criterion', { number })}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField label={t('plan.criterionQuestion', { number })} error={errors[`${path}.question`]}>
                    <Select
                      value={criterion.question}
                      onChange={(event) => update(index, { question: event.target.value })}
                    >
                      {!listed && <option value={criterion.question}>{criterion.question || t('plan.choose')}</option>}
                      {judged.map((question) => (
                        <option key={question.id} value={question.id}>
                          {labelOf(question)}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                  <FormField label={t('plan.comparison', { number })} error={errors[`${path}.kind`]}>
                    <Select
                      value={criterion.comparison}
                      onChange={(event) => update(index, { comparison: event.target.value as Comparison })}
                    >
                      {COMPARISONS.map((comparison) => (
                        <option key={comparison} value={comparison}>
                          {t(`plan.comparisons.${comparison}`)}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                  {criterion.comparison !== 'answered_yes' && (
                    <FormField label={t('plan.value', { number })} error={errors[`${path}.value`]}>
                      <Input
                        inputMode="decimal"
                        autoComplete="off"
                        value={criterion.value}
                        onChange={(event) => update(index, { value: event.target.value })}
                      />
                    </FormField>
                  )}
                  <FormField label={t('plan.atMonths', { number })} error={errors[`${path}.atMonths`]}>
                    <Input
                      inputMode="numeric"
                      autoComplete="off"
                      value={criterion.atMonths}
                      onChange={(event) => update(index, { atMonths: event.target.value })}
                    />
                  </FormField>
                </div>
                <div>
                  <Button variant="ghost" size="sm" onClick={() => onChange(criteria.filter((_, at) => at !== index))}>
                    <Trash2 aria-hidden="true" />
                    {t('plan.removeCriterion', { number })}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="outline"
          disabled={criteria.length >= MAX_GRADUATION_CRITERIA || judged.length === 0}
          onClick={onAdd}
        >
          <Plus aria-hidden="true" />
          {t('plan.addCriterion')}
        </Button>
      </div>
    </div>
  );
}
