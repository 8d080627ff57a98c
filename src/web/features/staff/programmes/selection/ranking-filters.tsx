import { useTranslation } from 'react-i18next';
import { CAMPS, GENDERS } from '@domain/beneficiary-profile';
import { RANKING_FILTER_STATES, type RankingFilterState } from '@domain/programmes/programme-selection';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';

export interface RankingFilterValues {
  camp: string;
  gender: string;
  state: RankingFilterState;
}

/** Camp, gender and state: native selects, so phones, keyboards and screen readers need nothing more. */
export function RankingFilters({
  values,
  onChange,
}: {
  values: RankingFilterValues;
  onChange: (changes: Partial<RankingFilterValues>) => void;
}) {
  const { t } = useTranslation('staff-selection');
  return (
    <div role="group" aria-label={t('filters.label')} className="grid gap-3 sm:grid-cols-3">
      <FormField label={t('filters.camp')}>
        <Select value={values.camp} onChange={(event) => onChange({ camp: event.target.value })}>
          <option value="">{t('filters.allCamps')}</option>
          {CAMPS.map((camp) => (
            <option key={camp} value={camp}>
              {t(`camps.${camp}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('filters.gender')}>
        <Select value={values.gender} onChange={(event) => onChange({ gender: event.target.value })}>
          <option value="">{t('filters.allGenders')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`genders.${gender}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('filters.state')}>
        <Select
          value={values.state}
          onChange={(event) => onChange({ state: event.target.value as RankingFilterState })}
        >
          {RANKING_FILTER_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
