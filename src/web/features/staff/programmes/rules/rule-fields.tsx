import { useTranslation } from 'react-i18next';
import { CAMPS, GENDERS, NATIONALITIES } from '@domain/beneficiary-profile';
import { DOCUMENT_TYPES, documentTypeLabelOption, type DocumentType } from '@domain/documents';
import type { EligibilityRule } from '@domain/programmes/eligibility-rules';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { CheckboxList } from '../designer/checkbox-list';
import type { DesignErrors } from '../designer/design-draft';
import { NumberInput } from '../designer/number-input';

interface RuleFieldsProps {
  rule: EligibilityRule;
  path: string;
  errors: DesignErrors;
  /** Other programmes, for "not enrolled in ... recently". */
  programmes: { id: string; name: string }[];
  onChange: (rule: EligibilityRule) => void;
}

/** The values of one rule, by its kind. */
export function RuleFields({ rule, path, errors, programmes, onChange }: RuleFieldsProps) {
  const { t } = useTranslation(['staff-programmes', 'staff-registry', 'documents']);
  const error = (field: string) => errors[`${path}.${field}`];
  switch (rule.kind) {
    case 'age':
    case 'household_size':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t(`rules.fields.${rule.kind}.min`)} error={error('min')}>
            <NumberInput min={0} step={1} value={rule.min} onValue={(min) => onChange({ ...rule, min })} />
          </FormField>
          <FormField label={t(`rules.fields.${rule.kind}.max`)} error={error('max')}>
            <NumberInput min={0} step={1} value={rule.max} onValue={(max) => onChange({ ...rule, max })} />
          </FormField>
        </div>
      );
    case 'camp':
      return (
        <CheckboxList
          legend={t('rules.fields.camps')}
          options={CAMPS}
          selected={rule.camps}
          error={error('camps')}
          labelOf={(camp) => t(`staff-registry:camps.${camp}`)}
          onChange={(camps) => onChange({ ...rule, camps })}
        />
      );
    case 'nationality':
      return (
        <CheckboxList
          legend={t('rules.fields.nationalities')}
          options={NATIONALITIES}
          selected={rule.nationalities}
          error={error('nationalities')}
          labelOf={(value) => t(`staff-registry:nationalities.${value}`)}
          onChange={(nationalities) => onChange({ ...rule, nationalities })}
        />
      );
    case 'gender':
      return (
        <CheckboxList
          legend={t('rules.fields.genders')}
          options={GENDERS}
          selected={rule.genders}
          error={error('genders')}
          labelOf={(value) => t(`staff-registry:genders.${value}`)}
          onChange={(genders) => onChange({ ...rule, genders })}
        />
      );
    case 'income_per_person_below':
      return (
        <FormField label={t('rules.fields.amount')} error={error('amount')}>
          <NumberInput
            min={1}
            step={1}
            value={rule.amount}
            onValue={(amount) => onChange({ ...rule, amount: amount ?? Number.NaN })}
          />
        </FormField>
      );
    case 'vulnerability_at_least':
      return (
        <FormField label={t('rules.fields.score')} hint={t('rules.fields.scoreHint')} error={error('score')}>
          <NumberInput
            min={0}
            max={5}
            step={0.1}
            value={rule.score}
            onValue={(score) => onChange({ ...rule, score: score ?? Number.NaN })}
          />
        </FormField>
      );
    case 'verified_document':
      return (
        <FormField label={t('rules.fields.documentType')} error={error('documentType')}>
          <Select
            value={rule.documentType}
            onChange={(event) => onChange({ ...rule, documentType: event.target.value as DocumentType })}
          >
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`documents:types.${documentTypeLabelOption(type) ?? 'other'}`)}
              </option>
            ))}
          </Select>
        </FormField>
      );
    case 'not_enrolled_recently':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('rules.fields.programme')} error={error('programmeId')}>
            <Select
              value={rule.programmeId}
              onChange={(event) => onChange({ ...rule, programmeId: event.target.value })}
            >
              <option value="">{t('rules.fields.chooseProgramme')}</option>
              {programmes.map((programme) => (
                <option key={programme.id} value={programme.id}>
                  {programme.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('rules.fields.months')} error={error('months')}>
            <NumberInput
              min={1}
              max={120}
              step={1}
              value={rule.months}
              onValue={(months) => onChange({ ...rule, months: months ?? Number.NaN })}
            />
          </FormField>
        </div>
      );
    case 'registered':
      return <p className="text-sm text-muted-foreground">{t('rules.fields.registeredHint')}</p>;
  }
}
