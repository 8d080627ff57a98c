import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import { SCORING_FIELDS, type ScoringCriterion, type ScoringField } from '@domain/programmes/scoring-formula';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import type { DesignErrors } from '../designer/design-draft';
import { NumberInput } from '../designer/number-input';
import { BandRow } from './band-row';
import { scorableQuestions } from './band-values';
import { addBand, changeCriterionField, moveBand, removeBand, updateBand } from './formula-edits';
import { criterionSentences, SENTENCE_NAMESPACES } from './formula-sentences';

/** One criterion: the field it reads, its weight, and its band table, read back as sentences. */
export function CriterionEditor({
  criterion,
  number,
  path,
  errors,
  questions,
  onChange,
  onRemove,
}: {
  criterion: ScoringCriterion;
  number: number;
  path: string;
  errors: DesignErrors;
  questions: readonly ProgrammeQuestion[];
  onChange: (criterion: ScoringCriterion) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation(SENTENCE_NAMESPACES);
  const scorable = scorableQuestions(questions);
  const fields = SCORING_FIELDS.filter(
    (field) => field !== 'question' || scorable.length > 0 || criterion.field === field,
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">
        {t('staff-programmes:formula.criterionLegend', { number })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={t('staff-programmes:formula.field')} error={errors[`${path}.field`]}>
          <Select
            value={criterion.field}
            onChange={(event) =>
              onChange(changeCriterionField(criterion, event.target.value as ScoringField, scorable[0]?.id, questions))
            }
          >
            {fields.map((field) => (
              <option key={field} value={field}>
                {t(`staff-programmes:formula.fields.${field}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {criterion.field === 'question' && (
          <FormField label={t('staff-programmes:formula.question')} error={errors[`${path}.questionId`]}>
            <Select
              value={criterion.questionId ?? ''}
              onChange={(event) => onChange(changeCriterionField(criterion, 'question', event.target.value, questions))}
            >
              {scorable.map((question) => (
                <option key={question.id} value={question.id}>
                  {question.label.en || question.id}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <FormField
          label={t('staff-programmes:formula.weight')}
          hint={t('staff-programmes:formula.weightHint')}
          error={errors[`${path}.weight`]}
        >
          <NumberInput
            min={0}
            max={10}
            step={0.1}
            value={criterion.weight}
            onValue={(weight) => onChange({ ...criterion, weight: weight ?? Number.NaN })}
          />
        </FormField>
      </div>
      <ul
        className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm"
        aria-label={t('staff-programmes:formula.readBack')}
      >
        {criterionSentences(t, i18n.language, criterion, questions).map((sentence, index) => (
          <li key={index}>{sentence}</li>
        ))}
      </ul>
      <ol className="flex flex-col gap-2">
        {criterion.bands.map((band, index) => (
          <li key={index}>
            <BandRow
              criterion={criterion}
              band={band}
              number={index + 1}
              count={criterion.bands.length}
              path={`${path}.bands.${index}`}
              errors={errors}
              questions={questions}
              onChange={(next) => onChange(updateBand(criterion, index, next))}
              onMove={(offset) => onChange(moveBand(criterion, index, offset))}
              onRemove={() => onChange(removeBand(criterion, index))}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onChange(addBand(criterion, questions))}>
          <Plus aria-hidden="true" />
          {t('staff-programmes:formula.addBand')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('staff-programmes:formula.removeCriterion', { number })}
        </Button>
      </div>
    </fieldset>
  );
}
