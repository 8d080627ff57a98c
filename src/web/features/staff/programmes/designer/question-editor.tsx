import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_KINDS, type ProgrammeQuestion, type QuestionKind } from '@domain/programmes/programme-design';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import type { DesignErrors } from './design-draft';
import { LocalizedLabelFields } from './localized-label-fields';
import { withKind, withNewOption } from './question-edits';

const MAX_OPTIONS = 20;

/** One extra question: its kind, whether it must be answered, its label and (for a choice) its options. */
export function QuestionEditor({
  question,
  number,
  path,
  errors,
  onChange,
  onRemove,
}: {
  question: ProgrammeQuestion;
  number: number;
  path: string;
  errors: DesignErrors;
  onChange: (question: ProgrammeQuestion) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('staff-programmes');
  const requiredId = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">{t('designer.questions.legend', { number })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('designer.questions.kind')} error={errors[`${path}.kind`]}>
          <Select
            value={question.kind}
            onChange={(event) => onChange(withKind(question, event.target.value as QuestionKind))}
          >
            {QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`designer.questions.kinds.${kind}`)}
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
            {t('designer.questions.required')}
          </label>
        </div>
      </div>
      <LocalizedLabelFields
        label={question.label}
        path={`${path}.label`}
        errors={errors}
        fieldLabel={t('designer.questions.label')}
        onChange={(label) => onChange({ ...question, label })}
      />
      {question.kind === 'choice' && (
        <div className="flex flex-col gap-3 border-s-2 border-border ps-3">
          <p className="text-sm font-medium">{t('designer.questions.options')}</p>
          {question.options.map((option, index) => (
            <div key={option.value} className="flex flex-col gap-2">
              <LocalizedLabelFields
                label={option.label}
                path={`${path}.options.${index}.label`}
                errors={errors}
                fieldLabel={t('designer.questions.option', { number: index + 1 })}
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
                  {t('designer.questions.removeOption', { number: index + 1 })}
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
              {t('designer.questions.addOption')}
            </Button>
          </div>
        </div>
      )}
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('designer.questions.remove', { number })}
        </Button>
      </div>
    </fieldset>
  );
}
