import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QUOTA_DIMENSIONS, type ProgrammeQuota, type QuotaDimension } from '@domain/programmes/programme-design';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { DesignMessage } from './design-message';
import { DesignSection } from './design-section';
import type { DesignErrors } from './design-draft';
import { NumberInput } from './number-input';
import { QUOTA_VALUE_OPTIONS } from './quota-values';

const MAX_QUOTAS = 20;

/** How places are shared: "at least 30 of 60 places for women", "at most 20 for Kakuma". */
export function QuotasSection({
  quotas,
  places,
  errors,
  onChange,
}: {
  quotas: ProgrammeQuota[];
  places: number | null;
  errors: DesignErrors;
  onChange: (quotas: ProgrammeQuota[]) => void;
}) {
  const { t } = useTranslation(['staff-programmes', 'staff-registry']);
  const update = (index: number, quota: ProgrammeQuota) =>
    onChange(quotas.map((current, at) => (at === index ? quota : current)));
  return (
    <DesignSection title={t('designer.quotas.title')} description={t('designer.quotas.description')}>
      {quotas.length === 0 && <p className="text-sm text-muted-foreground">{t('designer.quotas.none')}</p>}
      {errors.quotas && (
        <p className="text-sm text-destructive">
          <DesignMessage message={errors.quotas} />
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {quotas.map((quota, index) => {
          const path = `quotas.${index}`;
          const options = QUOTA_VALUE_OPTIONS[quota.dimension];
          return (
            <li key={index} className="rounded-md border border-border p-4">
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 text-sm font-semibold">
                  {t('designer.quotas.legend', { number: index + 1 })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <FormField label={t('designer.quotas.dimension')} error={errors[`${path}.dimension`]}>
                    <Select
                      value={quota.dimension}
                      onChange={(event) => {
                        const dimension = event.target.value as QuotaDimension;
                        update(index, { ...quota, dimension, value: QUOTA_VALUE_OPTIONS[dimension].values[0]! });
                      }}
                    >
                      {QUOTA_DIMENSIONS.map((dimension) => (
                        <option key={dimension} value={dimension}>
                          {t(`designer.quotas.dimensions.${dimension}`)}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                  <FormField label={t('designer.quotas.value')} error={errors[`${path}.value`]}>
                    <Select
                      value={quota.value}
                      onChange={(event) => update(index, { ...quota, value: event.target.value })}
                    >
                      {options.values.map((value) => (
                        <option key={value} value={value}>
                          {t(`${options.labelKey}.${value}`)}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                  <FormField label={t('designer.quotas.minPlaces')} error={errors[`${path}.minPlaces`]}>
                    <NumberInput
                      min={0}
                      step={1}
                      value={quota.minPlaces}
                      onValue={(minPlaces) => update(index, { ...quota, minPlaces })}
                    />
                  </FormField>
                  <FormField label={t('designer.quotas.maxPlaces')} error={errors[`${path}.maxPlaces`]}>
                    <NumberInput
                      min={0}
                      step={1}
                      value={quota.maxPlaces}
                      onValue={(maxPlaces) => update(index, { ...quota, maxPlaces })}
                    />
                  </FormField>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!places}
                    onClick={() => places && update(index, { ...quota, minPlaces: Math.ceil(places / 2) })}
                  >
                    {t('designer.quotas.atLeastHalf')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onChange(quotas.filter((_, at) => at !== index))}>
                    <Trash2 aria-hidden="true" />
                    {t('designer.quotas.remove', { number: index + 1 })}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {!places && quotas.length > 0 && (
        <p className="text-xs text-muted-foreground">{t('designer.quotas.halfNeedsPlaces')}</p>
      )}
      <div>
        <Button
          variant="outline"
          disabled={quotas.length >= MAX_QUOTAS}
          onClick={() => onChange([...quotas, { dimension: 'gender', value: 'female' }])}
        >
          <Plus aria-hidden="true" />
          {t('designer.quotas.add')}
        </Button>
      </div>
    </DesignSection>
  );
}
