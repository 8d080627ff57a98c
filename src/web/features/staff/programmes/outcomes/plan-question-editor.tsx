import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_KINDS, type ProgrammeQuestion, type QuestionKind } from '@domain/programmes/programme-design';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { withKind, withNewOption } from '../designer/question-edits';
import type { PlanErrors } from './plan-draft';
import { PlanLabelFields } from './plan-label-fields';

const MAX_OPTIONS = 20;

/** One question of the follow-up questionnaire: kind, whether it must be answered, label, options, place. */
export function PlanQuestionEditor({
  question,
  number,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  question: ProgrammeQuestion;
  number: number;
  count: number;
  errors: PlanErrors;
  onChange: (question: ProgrammeQuestion) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('staff-outcomes');
  const requiredId = useId();
  const path = `questions.${number - 1}`;
  const fieldLabel = t('plan.question', { number });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">{fieldLabel}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('plan.kind', { number })} error={errors[`${path}.kind`]}>
          <Select
            value={question.kind}
            onChange={(event) => onChange(withKind(question, event.target.value as QuestionKind))}
          >
            {QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`plan.kinds.${kind}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="flex items-center gap-2 sm:pt-7">
          <Checkbox
            id={requiredId}
            checked={question.required}
            onChange={(event) => onChange({ ...question, required: event.target.checked })}
          />
          <label htmlFor={requiredId} className="text-sm font-medium">
            {t('plan.required', { number })}
          </label>
        </div>
      </div>
      <PlanLabelFields
        label={question.label}
        path={`${path}.label`}
        errors={errors}
        fieldLabel={fieldLabel}
        onChange={(label) => onChange({ ...question, label })}
      />
      {question.kind === 'choice' && (
        <div className="flex flex-col gap-3 border-s-2 border-border ps-3">
          <p className="text-sm font-medium">{t('plan.options')}</p>
          {question.options.map((option, index) => (
            <div key={option.value} className="flex flex-col gap-2">
              <PlanLabelFields
                label={option.label}
                path={`${path}.options.${index}.label`}
                errors={errors}
                fieldLabel={t('plan.option', { question: number, number: index + 1 })}
                onChange={(label) =>
                  onChange({
                    ...question,
                    options: question.options.map((current, at) => (at === index ? { ...current, label } : current)),
                  })
                }
              />
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={question.options.length <= 1}
                  onClick={() => onChange({ ...question, options: question.options.filter((_, at) => at !== index) })}
                >
                  <Trash2 aria-hidden="true" />
                  {t('plan.removeOption', { question: number, number: index + 1 })}
                </Button>
              </div>
            </div>
          ))}
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={question.options.length >= MAX_OPTIONS}
              onClick={() => onChange(withNewOption(question))}
            >
              <Plus aria-hidden="true" />
              {t('plan.addOption', { number })}
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" disabled={number === 1} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" />
          {t('plan.moveUp', { number })}
        </Button>
        <Button variant="ghost" size="sm" disabled={number === count} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden="true" />
          {t('plan.moveDown', { number })}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('plan.remove', { number })}
        </Button>
      </div>
    </fieldset>
  );
}
