import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import { SCORING_FIELDS, type ScoringField, type ScoringFormula } from '@domain/programmes/scoring-formula';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import type { DesignErrors } from '../designer/design-draft';
import { DesignMessage } from '../designer/design-message';
import { NumberInput } from '../designer/number-input';
import { scorableQuestions } from './band-values';
import { CriterionEditor } from './criterion-editor';
import { addCriterion, removeCriterion, updateCriterion } from './formula-edits';

const MAX_CRITERIA = 20;

/**
 * The scoring formula: criteria with band tables, each read back as sentences. Errors are keyed under
 * `formula.` as the server names them, in the designer and on its own.
 */
export function FormulaEditor({
  formula,
  questions,
  errors,
  onChange,
}: {
  formula: ScoringFormula;
  questions: readonly ProgrammeQuestion[];
  errors: DesignErrors;
  onChange: (formula: ScoringFormula) => void;
}) {
  const { t } = useTranslation('staff-programmes');
  const fieldId = useId();
  const [field, setField] = useState<ScoringField>('household_income');
  const fields = SCORING_FIELDS.filter((value) => value !== 'question' || scorableQuestions(questions).length > 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="sm:max-w-xs">
        <FormField label={t('formula.maxScore')} hint={t('formula.maxScoreHint')} error={errors['formula.maxScore']}>
          <NumberInput
            min={1}
            max={1000}
            step={1}
            value={formula.maxScore}
            onValue={(maxScore) => onChange({ ...formula, maxScore: maxScore ?? Number.NaN })}
          />
        </FormField>
      </div>
      {(errors.formula ?? errors['formula.criteria']) && (
        <p className="text-sm text-destructive">
          <DesignMessage message={(errors.formula ?? errors['formula.criteria'])!} />
        </p>
      )}
      {formula.criteria.length === 0 && <p className="text-sm text-muted-foreground">{t('formula.none')}</p>}
      <ol className="flex flex-col gap-4">
        {formula.criteria.map((criterion, index) => (
          <li key={index} className="rounded-md border border-border p-4">
            <CriterionEditor
              criterion={criterion}
              number={index + 1}
              path={`formula.criteria.${index}`}
              errors={errors}
              questions={questions}
              onChange={(next) => onChange(updateCriterion(formula, index, next))}
              onRemove={() => onChange(removeCriterion(formula, index))}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-56 flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t('formula.newField')}
          </label>
          <Select id={fieldId} value={field} onChange={(event) => setField(event.target.value as ScoringField)}>
            {fields.map((value) => (
              <option key={value} value={value}>
                {t(`formula.fields.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="outline"
          disabled={formula.criteria.length >= MAX_CRITERIA}
          onClick={() => onChange(addCriterion(formula, field, scorableQuestions(questions)))}
        >
          <Plus aria-hidden="true" />
          {t('formula.addCriterion')}
        </Button>
      </div>
    </div>
  );
}
