import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import {
  NUMERIC_BAND_OPERATORS,
  type NumericBandOperator,
  type ScoringBand,
  type ScoringCriterion,
} from '@domain/programmes/scoring-formula';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { CheckboxList } from '../designer/checkbox-list';
import type { DesignErrors } from '../designer/design-draft';
import { NumberInput } from '../designer/number-input';
import { bandValueChoices } from './band-values';
import { bandValueLabel, SENTENCE_NAMESPACES } from './formula-sentences';

interface BandRowProps {
  criterion: ScoringCriterion;
  band: ScoringBand;
  number: number;
  count: number;
  path: string;
  errors: DesignErrors;
  questions: readonly ProgrammeQuestion[];
  onChange: (band: ScoringBand) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One band of a criterion's table: the comparison (or the values it picks) and the points it gives. */
export function BandRow({
  criterion,
  band,
  number,
  count,
  path,
  errors,
  questions,
  onChange,
  onMove,
  onRemove,
}: BandRowProps) {
  const { t, i18n } = useTranslation(SENTENCE_NAMESPACES);
  const error = (field: string) => errors[`${path}.${field}`];
  return (
    <fieldset className="flex flex-col gap-3 rounded-md bg-muted/40 p-3">
      <legend className="sr-only">{t('staff-programmes:formula.bandLegend', { number })}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {band.op === 'in' ? (
          <div className="sm:col-span-2">
            <CheckboxList
              legend={t('staff-programmes:formula.values')}
              options={bandValueChoices(criterion, questions)}
              selected={band.values}
              error={error('values')}
              labelOf={(value) => bandValueLabel(t, i18n.language, criterion, value, questions)}
              onChange={(values) => onChange({ ...band, values })}
            />
          </div>
        ) : (
          <>
            <FormField label={t('staff-programmes:formula.operator')} error={error('op')}>
              <Select
                value={band.op}
                onChange={(event) => onChange({ ...band, op: event.target.value as NumericBandOperator })}
              >
                {NUMERIC_BAND_OPERATORS.map((op) => (
                  <option key={op} value={op}>
                    {t(`staff-programmes:formula.operators.${op}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('staff-programmes:formula.value')} error={error('value')}>
              <NumberInput value={band.value} onValue={(value) => onChange({ ...band, value: value ?? Number.NaN })} />
            </FormField>
          </>
        )}
        <FormField label={t('staff-programmes:formula.points')} error={error('points')}>
          <NumberInput
            min={-100}
            max={100}
            value={band.points}
            onValue={(points) => onChange({ ...band, points: points ?? Number.NaN })}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" disabled={number === 1} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" />
          {t('staff-programmes:formula.moveUp', { number })}
        </Button>
        <Button variant="ghost" size="sm" disabled={number === count} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden="true" />
          {t('staff-programmes:formula.moveDown', { number })}
        </Button>
        <Button variant="ghost" size="sm" disabled={count <= 1} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('staff-programmes:formula.removeBand', { number })}
        </Button>
      </div>
    </fieldset>
  );
}
