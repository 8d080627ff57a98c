import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRAMME_KINDS, type ProgrammeKind } from '@domain/programmes/programme-design';
import { Checkbox } from '@web/ui/checkbox';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { DesignSection } from './design-section';
import type { DesignErrors, ProgrammeDraft } from './design-draft';
import { NumberInput } from './number-input';

type Basics = Pick<ProgrammeDraft, 'kind' | 'opensOn' | 'closesOn' | 'places' | 'onePlacePerHousehold'>;

/** What kind of programme, when it takes applications, and how many places it has. */
export function BasicsSection({
  draft,
  errors,
  onChange,
}: {
  draft: Basics;
  errors: DesignErrors;
  onChange: (changes: Partial<Basics>) => void;
}) {
  const { t } = useTranslation('staff-programmes');
  const householdId = useId();
  return (
    <DesignSection title={t('designer.basics.title')} description={t('designer.basics.description')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('designer.basics.kind')} error={errors.kind}>
          <Select value={draft.kind} onChange={(event) => onChange({ kind: event.target.value as ProgrammeKind })}>
            {PROGRAMME_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('designer.basics.places')} hint={t('designer.basics.placesHint')} error={errors.places}>
          <NumberInput
            min={1}
            step={1}
            value={draft.places}
            onValue={(places) => onChange({ places: places ?? null })}
          />
        </FormField>
        <FormField label={t('designer.basics.opensOn')} hint={t('designer.basics.dateHint')} error={errors.opensOn}>
          <Input
            type="date"
            value={draft.opensOn ?? ''}
            onChange={(event) => onChange({ opensOn: event.target.value || null })}
          />
        </FormField>
        <FormField label={t('designer.basics.closesOn')} hint={t('designer.basics.dateHint')} error={errors.closesOn}>
          <Input
            type="date"
            value={draft.closesOn ?? ''}
            onChange={(event) => onChange({ closesOn: event.target.value || null })}
          />
        </FormField>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={householdId}
          className="mt-1"
          checked={draft.onePlacePerHousehold}
          aria-describedby={`${householdId}-hint`}
          onChange={(event) => onChange({ onePlacePerHousehold: event.target.checked })}
        />
        <div>
          <label htmlFor={householdId} className="text-sm font-medium">
            {t('designer.basics.onePlacePerHousehold')}
          </label>
          <p id={`${householdId}-hint`} className="text-xs text-muted-foreground">
            {t('designer.basics.onePlacePerHouseholdHint')}
          </p>
        </div>
      </div>
    </DesignSection>
  );
}
